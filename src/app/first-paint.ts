/**
 * When a list page asks for the app's code: once its first frame, index.html's header and
 * the list's heading, is on screen. The browser does not hold that paint for module
 * scripts, but Lighthouse's simulation counts every script that arrived before it as
 * holding it up (docs/decisions.md). Two users, one function: index.html's first script,
 * which asks for the code by its links as soon as the frame is up (vite/plugins/preload-list-code.ts inlines
 * this function's source, so it is plain JavaScript with no imports), and the entry, which
 * imports it no sooner (start-route-data.ts).
 */

/** How long, from when it is called, afterFirstPaint waits for the paint at most. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Calls `then` once, when the first frame with content has been shown or after `atMostMs`
 * (a page opened in a background tab paints only when shown, and its code should be ready
 * by then).
 */
export function afterFirstPaint(then: () => void, atMostMs: number): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  setTimeout(once, atMostMs);
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
}
