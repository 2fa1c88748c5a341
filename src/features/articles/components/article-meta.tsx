import { DateTime } from '../../../components/ui/date-time.js';
import { formatRatio, rewardToRisk } from '../../../lib/finance.js';
import { articleTexts } from '../texts.js';
import type { Article } from '../types.js';
import { CategoryBadge } from './category-badge.js';

/**
 * The line above a headline, always one line high: the category (left out on the
 * category's own page) and the securities the article covers.
 */
export function ArticleKicker({ article, showCategory = true, className = '' }: { readonly article: Article; readonly showCategory?: boolean; readonly className?: string }) {
  return (
    <div className={`flex h-5 min-w-0 items-center gap-3 ${className}`}>
      {showCategory && article.category && <CategoryBadge category={article.category} />}
      <Securities article={article} />
    </div>
  );
}

/** The idea in brief ("Long AAPL · R/R 2.5"), or the first few tickers the article names. */
function Securities({ article }: { readonly article: Article }) {
  const idea = article.tradeIdea;
  if (!idea && article.tickers.length === 0) return null;
  return (
    <span className="truncate font-mono text-xs/5 font-semibold text-slate-700 dark:text-slate-300">
      {idea ? (
        <>
          {articleTexts.direction[idea.direction]} {idea.ticker} ·{' '}
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

/** The date and the reading time ("November 23, 2026 · 4 min read"). */
export function ArticleDateline({ article }: { readonly article: Article }) {
  return (
    <span className="truncate">
      <DateTime value={article.publishedAt} />
      {article.readTime > 0 && (
        <>
          <span aria-hidden="true" className="mx-1.5">
            ·
          </span>
          {articleTexts.readTime(article.readTime)}
        </>
      )}
    </span>
  );
}

/**
 * The stretched link of a story: the whole story is clickable while it stays one link for
 * screen readers, and its focus ring goes around the whole story, just outside it, where
 * nothing clips it (no story has overflow-hidden).
 */
export const storyLink =
  'after:absolute after:-inset-1 after:rounded-md hover:text-blue-800 focus-visible:outline-none dark:hover:text-blue-300 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-600 dark:focus-visible:after:outline-blue-400';
