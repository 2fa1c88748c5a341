import { formatDate, isoDate } from '../../../lib/dates.js';
import { CategoryBadge } from '../components/category-badge.js';
import { ArticleImage } from '../components/article-image.js';
import { articleTexts } from '../texts.js';
import type { Article } from '../types.js';
import { articlePageTexts } from './texts.js';

export function ArticleHero({ article }: { readonly article: Article }) {
  const published = article.publishedAt ?? article.createdAt;
  return (
    <header>
      {article.category && <CategoryBadge category={article.category} />}
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
        {article.title}
      </h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-300">
        {article.author.name && (
          <>
            <span>
              {articlePageTexts.by} <span className="font-semibold text-slate-900 dark:text-white">{article.author.name}</span>
            </span>
            <Dot />
          </>
        )}
        <time dateTime={isoDate(published)}>{formatDate(published)}</time>
        {article.readTime > 0 && (
          <>
            <Dot />
            <span>{articleTexts.readTime(article.readTime)}</span>
          </>
        )}
      </p>
      <div className="mt-8">
        <ArticleImage src={article.featuredImage} className="aspect-[2/1] w-full rounded-2xl" priority />
      </div>
    </header>
  );
}

function Dot() {
  return <span aria-hidden="true">·</span>;
}
