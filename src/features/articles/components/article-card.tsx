import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { cardDescription } from '../../../lib/article-text.js';
import { markSearched, searchSnippet, type Segment } from '../search-snippet.js';
import type { CardSlot } from '../../../config/image-sizes.js';
import type { Article } from '../types.js';
import { ArticleImage } from './article-image.js';
import { ArticleDateline, ArticleKicker, storyLink } from './article-meta.js';
import { AuthorName } from './author-links.js';
import { cardLayout } from './article-grid-skeleton.js';

interface ArticleCardProps {
  readonly article: Article;
  /** 3 under a section heading (home), 2 directly under a page's h1 (lists). */
  readonly headingLevel?: 2 | 3;
  /** The first card of the page: its image is fetched first (see ArticleImage). */
  readonly priority?: boolean;
  /** The grid's place on the page: across it, or beside a list page's sidebar (its image's sizes). */
  readonly slot?: CardSlot;
  /** Off on a category's own page, where every card would repeat it; the securities stay. */
  readonly showCategory?: boolean;
  /** What was searched for, on a search's results: the summary shows where it is, the words marked. */
  readonly search?: string;
}

/** Runs of text, the searched words in <mark>. */
function Marked({ segments }: { readonly segments: readonly Segment[] }) {
  return segments.map(({ text, marked }, index) =>
    marked ? (
      <mark key={index} className="rounded-sm bg-amber-200 text-slate-900 dark:bg-amber-300/25 dark:text-amber-50">
        {text}
      </mark>
    ) : (
      text
    ),
  );
}

/**
 * A card of an article list, set as a publication sets a story: image, kicker, headline,
 * standfirst and byline, with no box around them; on a phone, a row with a small square
 * image beside the headline, so that a screen holds several stories. Its text has fixed
 * heights (a kicker line, a headline of up to three lines, a summary of exactly three lines
 * (two on a phone), two lines of byline), so the card is as tall as its skeleton
 * (article-grid-skeleton.tsx) and nothing moves when it replaces it.
 */
export function ArticleCard({ article, headingLevel = 3, priority = false, slot = 'card', showCategory = true, search }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = cardDescription(article);
  return (
    <article className={cardLayout.card}>
      <ArticleImage src={article.featuredImage} className={cardLayout.image} slot={slot} priority={priority} />
      <div className={cardLayout.text}>
        <ArticleKicker article={article} showCategory={showCategory} className={cardLayout.kicker} />
        <Heading className={`${cardLayout.title} line-clamp-3 font-serif font-semibold text-slate-900 dark:text-white`}>
          <Link to={paths.article.to(article.slug || article.id)} className={storyLink}>
            {search === undefined ? article.title : <Marked segments={markSearched(article.title, search)} />}
          </Link>
        </Heading>
        {/* Exactly its lines high: the clamp's ellipsis ends the text and nothing shows below it. */}
        <p className={`${cardLayout.summary} line-clamp-3 text-slate-600 max-sm:line-clamp-2 dark:text-slate-300`}>
          {search === undefined ? description : <Marked segments={searchSnippet(description, search)} />}
        </p>
        {/* Two lines, always: the author, then the date and reading time. */}
        <p className={`${cardLayout.byline} text-slate-500 dark:text-slate-400`}>
          {article.author.name && <AuthorName author={article.author} className="max-w-full self-start truncate font-medium text-slate-700 dark:text-slate-300" />}
          <ArticleDateline article={article} />
        </p>
      </div>
    </article>
  );
}
