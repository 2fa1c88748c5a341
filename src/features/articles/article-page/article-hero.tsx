import { DateTime } from '../../../components/ui/date-time.js';
import { CategoryBadge } from '../components/category-badge.js';
import { ArticleImage } from '../components/article-image.js';
import { AuthorName } from '../components/author-links.js';
import { articleTexts } from '../texts.js';
import type { Article } from '../types.js';
import { articlePageTexts } from './texts.js';

/** The article's head: kicker, headline and byline in the reading column, then the image, wider. */
export function ArticleHero({ article, column }: { readonly article: Article; readonly column: string }) {
  const published = article.publishedAt ?? article.createdAt;
  return (
    <header>
      <div className={column}>
        {article.category && <CategoryBadge category={article.category} />}
        <h1 className="mt-2 font-serif text-3xl font-bold text-balance text-slate-900 sm:text-4xl/tight dark:text-white">
          {article.title}
        </h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-300">
          {article.author.name && (
            <>
              <span>
                {articlePageTexts.by} <AuthorName author={article.author} className="font-semibold text-slate-900 dark:text-white" />
              </span>
              <Dot />
            </>
          )}
          <DateTime value={published} />
          {article.readTime > 0 && (
            <>
              <Dot />
              <span>{articleTexts.readTime(article.readTime)}</span>
            </>
          )}
        </p>
      </div>
      <figure>
        <ArticleImage src={article.featuredImage} alt={article.featuredImageAlt} className="mt-8 aspect-[2/1] w-full rounded-sm" slot="hero" priority />
        {article.featuredImage && article.featuredImageCaption && (
          <figcaption className={`${column} mt-2 text-sm text-slate-600 dark:text-slate-300`}>{article.featuredImageCaption}</figcaption>
        )}
      </figure>
    </header>
  );
}

function Dot() {
  return <span aria-hidden="true">·</span>;
}
