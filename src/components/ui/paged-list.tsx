/**
 * A list read a page at a time (useCursorList) as the admin screens show one: a spinner
 * while the first page loads, the error with Try Again, the empty text, or the items, with
 * Load more (or what went wrong with the next page) given to `children` to place under them.
 */
import type { ReactNode } from 'react';
import type { CursorList } from '../../lib/use-cursor-list.js';
import { ErrorBox } from './error-box.js';
import { LoadMore } from './load-more.js';
import { Spinner } from './spinner.js';

interface PagedListTexts {
  readonly loading: string;
  readonly loadFailed: string;
  readonly loadMore: string;
  readonly loadingMore: string;
}

interface PagedListProps<T, C> {
  readonly list: CursorList<T, C>;
  readonly texts: PagedListTexts;
  /** Shown when the list holds nothing (or nothing matches). */
  readonly empty: string;
  readonly children: (items: readonly T[], more: ReactNode) => ReactNode;
}

export function PagedList<T, C>({ list, texts, empty, children }: PagedListProps<T, C>) {
  const { state } = list;
  if (state.kind === 'loading') return <Spinner label={texts.loading} />;
  if (state.kind === 'failed') return <ErrorBox message={texts.loadFailed} onRetry={list.retry} />;
  if (state.items.length === 0) return <p className="py-8 text-center text-slate-600 dark:text-slate-300">{empty}</p>;
  const more = (
    <LoadMore
      more={state.more}
      hasMore={state.next !== null}
      onLoad={list.loadMore}
      label={texts.loadMore}
      loadingLabel={texts.loadingMore}
      failed={texts.loadFailed}
    />
  );
  return children(state.items, more);
}
