import { useCallback, useEffect, useState } from 'react';

type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

export type AsyncResource<T> = AsyncState<T> & { readonly retry: () => void };

interface Settled<T> {
  readonly load: () => Promise<T>;
  readonly attempt: number;
  readonly state: AsyncState<T>;
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
 */
export function useAsync<T>(load: () => Promise<T>, initial?: { readonly data: T }): AsyncResource<T> {
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
        if (current) setSettled((shown) => (same(shown, data) ? shown : { load, attempt, state: { status: 'success', data } }));
      },
      (error: unknown) => {
        if (current) setSettled({ load, attempt, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = settled?.load === load && settled.attempt === attempt ? settled.state : LOADING;
  return { ...state, retry };
}
