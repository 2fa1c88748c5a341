/**
 * Data a page will need, requested before the page's code has loaded (src/app/start-route-data.ts
 * starts it as the site boots, in parallel with React and the page's chunk). The page takes
 * the request instead of making its own; each request has one taker, and anything asked
 * later (a retry, a second visit) is asked afresh.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `request` under `key` unless it is already under way; returns it. */
export function preload<T>(key: string, request: () => Promise<T>): Promise<T> {
  const running = started.get(key);
  if (running) return running as Promise<T>;
  const promise = request();
  // A failure is the taker's to report (or nobody's, if the page never asks).
  promise.catch(() => undefined);
  started.set(key, promise);
  return promise;
}

/** The request started under `key` if there is one, else `load`'s; `load`'s too when it fails. */
export function takePreloadedOr<T>(key: string, load: () => Promise<T>): Promise<T> {
  return takePreloaded<T>(key)?.catch(load) ?? load();
}

/** The request started under `key`, once; undefined when none was (or it was taken). */
export function takePreloaded<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key);
  started.delete(key);
  return promise as Promise<T> | undefined;
}
