import { useCallback, useEffect, useState } from 'react';

type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

export type AsyncResource<T> = AsyncState<T> & {
  readonly retry: () => void;
  /** Shows the answer held back (see useAsync's `hold`); present while there is one. */
  readonly showNewer?: () => void;
};

interface Settled<T> {
  readonly load: () => Promise<T>;
  readonly attempt: number;
  readonly state: AsyncState<T>;
  /** A fresher answer held back, when `hold` said so. */
  readonly newer?: { readonly data: T };
}

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` on mount, whenever `load` changes (memoize it) and on retry(). A result is
 * shown only for the load and attempt that produced it, so a slow old request can never
 * overwrite a newer one, and no state is set synchronously inside the effect.
 *
 * `initial`, when given on mount, is shown from the first render instead of the loading
 * state: data already in (lib/preload.ts arrivedPreload). `load` still runs; when it
 * resolves with that same value, nothing renders again.
 *
 * `hold(shown, fresh)`, when given with `initial`: whether the first answer, differing from
 * `initial`, is held back rather than shown (a built page's list that would move under the
 * reader's eyes); `showNewer()` then shows it.
 */
export function useAsync<T>(load: () => Promise<T>, initial?: { readonly data: T }, hold?: (shown: T, fresh: T) => boolean): AsyncResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    initial ? { load, attempt: 0, state: { status: 'success', data: initial.data } } : null,
  );

  useEffect(() => {
    let current = true;
    const same = (shown: Settled<T> | null, data: T) =>
      shown?.load === load && shown.attempt === attempt && shown.state.status === 'success' && shown.state.data === data;
    load().then(
      (data) => {
        if (!current) return;
        setSettled((shown) => {
          if (same(shown, data)) return shown;
          // Only over what was shown from the start (attempt 0 of the first load), and only once.
          const held = hold && shown?.load === load && shown.attempt === 0 && attempt === 0 && shown.state.status === 'success' && !shown.newer;
          if (held && hold(shown.state.data, data)) return { ...shown, newer: { data } };
          return { load, attempt, state: { status: 'success', data } };
        });
      },
      (error: unknown) => {
        if (current) setSettled({ load, attempt, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, hold]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const showNewer = useCallback(
    () => setSettled((shown) => (shown?.newer ? { load: shown.load, attempt: shown.attempt, state: { status: 'success', data: shown.newer.data } } : shown)),
    [],
  );
  const current = settled?.load === load && settled.attempt === attempt ? settled : null;
  return { ...(current ? current.state : LOADING), retry, ...(current?.newer && { showNewer }) };
}
