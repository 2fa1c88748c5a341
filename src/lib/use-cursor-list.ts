/**
 * A list read a page at a time (Load more), for the admin tables: the first page loads on
 * mount and whenever `load` changes (a new search or filter; memoize it), later pages
 * append. Like useAsync, a result is shown only for the load and attempt that produced it,
 * so a slow answer to an old search never replaces a newer one.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Page<T, C> {
  readonly items: readonly T[];
  readonly next: C | null;
}

type ListState<T, C> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'ready';
      readonly items: readonly T[];
      readonly next: C | null;
      /** The state of the next page's request. */
      readonly more: 'idle' | 'loading' | 'failed';
    };

interface Settled<T, C> {
  readonly load: (after: C | null) => Promise<Page<T, C>>;
  readonly attempt: number;
  readonly state: ListState<T, C>;
}

export interface CursorList<T, C> {
  readonly state: ListState<T, C>;
  readonly loadMore: () => void;
  /** Loads the first page again (after a failure). */
  readonly retry: () => void;
  /** Changes the items on screen (a row removed or edited) without reading again. */
  readonly update: (change: (items: readonly T[]) => readonly T[]) => void;
}

const LOADING = { kind: 'loading' } as const;

export function useCursorList<T, C>(load: (after: C | null) => Promise<Page<T, C>>, keyOf: (item: T) => string): CursorList<T, C> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T, C> | null>(null);

  useEffect(() => {
    let current = true;
    load(null).then(
      (page) => current && setSettled({ load, attempt, state: { kind: 'ready', items: page.items, next: page.next, more: 'idle' } }),
      () => current && setSettled({ load, attempt, state: { kind: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const state: ListState<T, C> = settled?.load === load && settled.attempt === attempt ? settled.state : LOADING;

  /** Applies `change` to the ready list of this load and attempt only. */
  const change = useCallback(
    (next: (ready: Extract<ListState<T, C>, { kind: 'ready' }>) => ListState<T, C>) =>
      setSettled((now) => (now?.load === load && now.attempt === attempt && now.state.kind === 'ready' ? { ...now, state: next(now.state) } : now)),
    [load, attempt],
  );

  const next = state.kind === 'ready' ? state.next : null;
  const loadMore = useCallback(() => {
    if (!next) return;
    change((ready) => ({ ...ready, more: 'loading' }));
    load(next).then(
      (page) =>
        change((ready) => {
          // A row shown already (a search that matched it twice) is not shown twice.
          const seen = new Set(ready.items.map(keyOf));
          return { ...ready, items: [...ready.items, ...page.items.filter((item) => !seen.has(keyOf(item)))], next: page.next, more: 'idle' };
        }),
      () => change((ready) => ({ ...ready, more: 'failed' })),
    );
  }, [change, keyOf, load, next]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((edit: (items: readonly T[]) => readonly T[]) => change((ready) => ({ ...ready, items: edit(ready.items) })), [change]);

  return { state, loadMore, retry, update };
}
