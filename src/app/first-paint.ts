/**
 * When a page asks for the app's code, so that it does not share the line with what the
 * reader sees first. A list page the shell serves: once its first frame, index.html's
 * header and the list's heading, is on screen. The browser does not hold that paint for
 * module scripts, but Lighthouse's simulation counts every script that arrived before it as
 * holding it up (docs/decisions.md). Two users, one function: index.html's first script,
 * which asks for the code by its links as soon as the frame is up
 * (vite/plugins/preload-list-code.ts inlines this function's source, so it is plain
 * JavaScript with no imports), and the entry, which imports it no sooner
 * (start-route-data.ts). A page the build drew: once its first-screen pictures are in
 * (afterFirstScreenImages, main.tsx).
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

/** How long, from when it is called, afterFirstScreenImages waits for the images at most. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Calls `then` once, a frame after the document's first-screen images have arrived (or
 * failed), or after `atMostMs`. A built page is drawn and readable before any script runs;
 * its largest paint is its lead picture, and every request made before that paint shares
 * the line with it (and Lighthouse's simulation counts it as holding the paint up), so the
 * app's code waits for it. The first-screen images are those the document asks for now:
 * an <img> with an address that is not lazy (pictures further down get theirs as the
 * reader nears them, ArticleImage).
 */
export function afterFirstScreenImages(document: Document, then: () => void, atMostMs: number): void {
  // The same guard as afterFirstPaint's, written again: that one's source is inlined whole
  // into index.html, so it can call nothing outside itself.
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  setTimeout(once, atMostMs);
  const pending = [...document.images].filter((image) => image.getAttribute('loading') !== 'lazy' && image.getAttribute('src') && !image.complete);
  const arrived = pending.map((image) => new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  }));
  // The frame that paints the last of them, then the next task.
  void Promise.all(arrived).then(() => requestAnimationFrame(() => setTimeout(once, 0)));
}
