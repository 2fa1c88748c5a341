import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { describeArticle } from '../../../lib/article-text.js';
import { formatDate, isoDate } from '../../../lib/dates.js';
import { formatRatio, rewardToRisk } from '../../../lib/finance.js';
import { articleTexts } from '../texts.js';
import type { Article } from '../types.js';
import { ArticleImage } from './article-image.js';
import { CategoryBadge } from './category-badge.js';

interface ArticleCardProps {
  readonly article: Article;
  /** 3 under a section heading (home), 2 directly under a page's h1 (lists). */
  readonly headingLevel?: 2 | 3;
  /** The first card of the page: its image is fetched first (see ArticleImage). */
  readonly priority?: boolean;
}

/**
 * A card of an article list. Its text parts have fixed heights (a title of up to three
 * lines holding at least two, a summary of exactly three, two lines of details), so the
 * card is as tall as its skeleton (article-card-skeleton.tsx) and nothing moves when it
 * replaces it.
 */
export function ArticleCard({ article, headingLevel = 3, priority = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // No overflow-hidden: it would clip the focus ring drawn around the card (the image rounds its own corners).
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <ArticleImage src={article.featuredImage} className="aspect-video w-full rounded-t-xl" priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        {article.category && (
          <div className="mb-3 flex min-w-0 items-center gap-3">
            <CategoryBadge category={article.category} />
            <Securities article={article} />
          </div>
        )}
        <Heading className="line-clamp-3 min-h-14 text-lg/7 font-semibold text-slate-900 dark:text-white">
          {/* The stretched link makes the whole card clickable while staying one link for screen readers. */}
          <Link
            to={paths.article.to(article.slug || article.id)}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-blue-700 focus-visible:outline-none dark:hover:text-blue-300 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-600"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 h-18 text-base/6 text-slate-600 dark:text-slate-300">
          {describeArticle(article.summary, article.content)}
        </p>
        {/* Two lines, always: the author, then the date and reading time. */}
        <p className="mt-auto flex h-14 flex-col justify-end pt-4 text-sm/5 text-slate-500 dark:text-slate-400">
          {article.author.name && <span className="truncate">{article.author.name}</span>}
          <span className="truncate">
            <time dateTime={isoDate(article.publishedAt)}>{formatDate(article.publishedAt)}</time>
            {article.readTime > 0 && (
              <>
                <Separator />
                {articleTexts.readTime(article.readTime)}
              </>
            )}
          </span>
        </p>
      </div>
    </article>
  );
}

/** The idea in brief ("Long AAPL · R/R 2.5"), or the first few tickers the article names. */
function Securities({ article }: { readonly article: Article }) {
  const idea = article.tradeIdea;
  if (!idea && article.tickers.length === 0) return null;
  return (
    <span className="truncate font-mono text-xs font-semibold text-slate-700 dark:text-slate-300">
      {idea ? (
        <>
          {articleTexts.direction[idea.direction]} {idea.ticker}
          <Separator />
          <abbr title={articleTexts.ratioMeaning} className="no-underline">
            {articleTexts.ratio}
          </abbr>{' '}
          {formatRatio(rewardToRisk(idea))}
        </>
      ) : (
        article.tickers.slice(0, 3).join(' · ')
      )}
    </span>
  );
}

function Separator() {
  return (
    <span aria-hidden="true" className="mx-1.5">
      ·
    </span>
  );
}
