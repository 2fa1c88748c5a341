import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
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
 */
export function useAsync<T>(load: () => Promise<T>): AsyncResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setSettled({ load, attempt, state: { status: 'success', data } });
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
