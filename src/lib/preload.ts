/**
 * Data a page will need, requested before the page's code has loaded (src/app/start-route-data.ts
 * starts it as the site boots, in parallel with React and the page's chunk). The page takes
 * the request instead of making its own; each request has one taker, and anything asked
 * later (a retry, a second visit) is asked afresh. When the answer is in before the page
 * first draws, the page draws with it at once (arrivedPreload); on a built page, it draws
 * with the answers the build had (seedBuilt), and then with the fresh one.
 */
const started = new Map<string, Promise<unknown>>();
const arrived = new Map<string, unknown>();
/** What a built page was rendered with (src/app/built-page.ts), by key: first in line. */
const built = new Map<string, unknown>();

/**
 * The answers a built page's HTML was rendered from: its first frame must show them, even
 * when a fresh answer has come meanwhile, so that React takes that HTML over as it is. The
 * page's request still runs, and its answer replaces them.
 */
export function seedBuilt(data: Readonly<Record<string, unknown>>): void {
  built.clear();
  for (const [key, value] of Object.entries(data)) built.set(key, value);
}

/** Starts `request` under `key` unless it is already under way; returns it. */
export function preload<T>(key: string, request: () => Promise<T>): Promise<T> {
  const running = started.get(key);
  if (running) return running as Promise<T>;
  const promise = request();
  // A failure is the taker's to report (or nobody's, if the page never asks).
  promise.then(
    (value) => {
      if (started.get(key) === promise) arrived.set(key, value);
    },
    () => undefined,
  );
  started.set(key, promise);
  return promise;
}

/** The request started under `key` if there is one, else `load`'s; `load`'s too when it fails. */
export function takePreloadedOr<T>(key: string, load: () => Promise<T>): Promise<T> {
  return takePreloaded<T>(key)?.catch(load) ?? load();
}

/**
 * The answer to the request started under `key`, when it has come and the request has not
 * been taken yet: what a page's first frame can show instead of its loading state (it still
 * takes the request, whose answer is this same value).
 */
export function arrivedPreload<T>(key: string): { readonly data: T } | undefined {
  if (built.has(key)) return { data: built.get(key) as T };
  return arrived.has(key) ? { data: arrived.get(key) as T } : undefined;
}

/** Whether the page's first answer under `key` is the built page's (seedBuilt), not yet replaced. */
export const isBuilt = (key: string): boolean => built.has(key);

/** The request started under `key`, once; undefined when none was (or it was taken). */
export function takePreloaded<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key);
  started.delete(key);
  arrived.delete(key);
  built.delete(key);
  return promise as Promise<T> | undefined;
}
