import { useEffect, useRef, useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { useHydrating } from '../../../lib/use-hydrating.js';
import { ArticleGrid } from '../components/article-grid.js';
import { ArticleGridSkeleton } from '../components/article-grid-skeleton.js';
import { ARTICLES_PER_PAGE } from '../api/pages.js';
import { NewerArticles } from '../components/newer-articles.js';
import { NoArticles } from '../components/no-articles.js';
import { articleTexts } from '../texts.js';
import type { CardSlot } from '../../../config/image-sizes.js';
import type { ArticleFilter } from '../types.js';
import { useArticleList, type ArticleList as ArticleListState } from './use-article-list.js';

/**
 * The articles of one filter with docs/product.md §2's states and "Load more". Key it by filter.
 * `headingLevel`: the cards' (see ArticleListView).
 */
export function ArticleList(props: {
  readonly filter: ArticleFilter;
  readonly headingLevel?: 2 | 3;
  /** Called once the list is known to be empty: no article at all matches the filter. */
  readonly onNothing?: () => void;
}) {
  // Keyed by filter, a list keeps the filter it started with (a stable object for its hooks).
  const [filter] = useState(props.filter);
  const list = useArticleList(filter);
  const { onNothing } = props;
  const nothing = list.status === 'ready' && list.articles.length === 0 && !list.hasMore;
  useEffect(() => {
    if (nothing) onNothing?.();
  }, [nothing, onNothing]);
  // A category's own page does not repeat its name on every card.
  return (
    <ArticleListView
      list={list}
      headingLevel={props.headingLevel}
      showCategory={filter.kind !== 'category'}
      search={filter.kind === 'search' ? filter.text : undefined}
    />
  );
}

interface ArticleListViewProps {
  readonly list: ArticleListState;
  /** 2 directly under the page's h1 (the lists), 3 under a section's heading (a ticker's page, an author's). */
  readonly headingLevel?: 2 | 3;
  readonly showCategory?: boolean;
  /** What was searched for, when the list is a search's (its empty state says so). */
  readonly search?: string;
  /** Beside a list page's sidebar (by default), or across an author's page (see ArticleCard). */
  readonly slot?: CardSlot;
}

/** A list's states as useArticleList gives them, for a page that also reads the list itself (an author's). */
export function ArticleListView({ list, headingLevel = 2, showCategory = true, search, slot = 'listCard' }: ArticleListViewProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const hydrating = useHydrating();
  const firstNew = list.status === 'ready' ? list.firstNew : null;

  // After "Load more", keyboard and screen-reader users continue at the first new article.
  useEffect(() => {
    if (firstNew === null) return;
    listRef.current?.children.item(firstNew)?.querySelector('a')?.focus();
  }, [firstNew]);

  // A search's results say how many it found, on a line that holds its place while they load (nothing moves).
  const count =
    search !== undefined && list.status !== 'error' ? (
      <p className="mb-4 h-6 text-slate-600 dark:text-slate-300">
        {list.status === 'ready' && list.articles.length > 0 && articleTexts.resultCount(list.articles.length, search, !list.hasMore)}
      </p>
    ) : null;

  if (list.status === 'loading')
    return (
      <>
        {count}
        <ArticleGridSkeleton count={ARTICLES_PER_PAGE} label={articleTexts.loading} />
      </>
    );
  if (list.status === 'error') return <ErrorBox message={articleTexts.loadFailed} onRetry={list.retry} />;

  return (
    <>
      {list.articles.length > 0 && count}
      {list.articles.length === 0 && list.hasMore ? (
        <p className="py-12 text-center text-lg text-slate-600 dark:text-slate-300">{articleTexts.noMatchYet}</p>
      ) : list.articles.length === 0 ? (
        <NoArticles search={search} />
      ) : (
        <ArticleGrid articles={list.articles} headingLevel={headingLevel} listRef={listRef} leading slot={slot} showCategory={showCategory} search={search} />
      )}
      <div className="mt-10 flex flex-col items-center gap-4">
        {list.more === 'error' && <ErrorBox message={articleTexts.loadFailed} onRetry={list.loadMore} />}
        {list.hasMore && list.more !== 'error' && (
          <button
            type="button"
            onClick={list.loadMore}
            // Until the app has taken a built page over, a click would do nothing.
            disabled={list.more === 'loading' || hydrating}
            aria-busy={list.more === 'loading'}
            className="rounded-md border border-slate-300 bg-white px-6 py-2.5 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-busy:cursor-wait aria-busy:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {list.articles.length === 0 ? articleTexts.searchOlder : articleTexts.loadMore}
          </button>
        )}
        <p aria-live="polite" className="sr-only">
          {list.announcement}
        </p>
      </div>
      <NewerArticles onShow={list.showNewer} />
    </>
  );
}
