/**
 * The home page's largest element is its lead story's image. The boot draws it into the
 * Featured skeleton of index.html's static frame as soon as the page's data names it, and
 * asks for React and the page's code only once it is on screen (start-route-data.ts): on a
 * slow line, the picture a reader opened the page for does not share the line with 80 KiB
 * of script, and the app then draws the same image, from the cache, in the same place.
 */
import { imageTone, LEAD_IMAGE_PLACE, leadImageBox } from '../features/articles/components/image-classes.js';

/** How long, from the start, the app waits for the lead image at most (start-route-data.ts). */
export const LEAD_IMAGE_WAIT_MS = 2500;

/**
 * Asks for an image with the priority of the page's largest one; the <img> then finds it
 * in the cache. An Image object rather than <link rel="preload">: a reader who moves on at
 * once leaves no "preloaded but not used" warning behind.
 */
export function preloadImage(src: string | null | undefined): void {
  if (!src) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}

/** The name a drawn image's paint is reported under (Element Timing). */
const DRAWN_IMAGE = 'boot-image';

/**
 * Resolves once `image` is on screen, or has failed (after `onError`). On screen means its
 * paint has been reported (Element Timing), not only that it has loaded: the frame that shows
 * it comes a little later, and the app's code, asked for in between, would arrive before it
 * on a fast line and be counted by Lighthouse's simulation as holding the image up
 * (first-paint.ts). Where the browser does not report element paints, a frame after the load.
 * An image the browser does not paint (far below the screen) reports nothing: the boot's
 * longest wait (LEAD_IMAGE_WAIT_MS) still ends it. Call it before the image can be painted.
 */
export function imageShown(image: HTMLImageElement, onError: () => void): Promise<void> {
  image.setAttribute('elementtiming', DRAWN_IMAGE);
  let observer: PerformanceObserver | undefined;
  const shown = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('element')) {
      image.addEventListener('load', () => requestAnimationFrame(() => setTimeout(resolve, 0)), { once: true });
      return;
    }
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === DRAWN_IMAGE)) resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });
  const failed = new Promise<void>((resolve) => {
    image.addEventListener(
      'error',
      () => {
        onError();
        resolve();
      },
      { once: true },
    );
  });
  return Promise.race([shown, failed]).finally(() => observer?.disconnect());
}

/**
 * Draws the lead image where the static frame holds its place, and resolves once it is on
 * screen or has failed (the app then draws its placeholder). Where there is no such place
 * (the frame was not drawn), it only asks for the image.
 */
export function drawLeadImage(src: string): Promise<void> {
  // index.html's frame only (its <main> has no id): a skeleton React drew is React's to change.
  const place = document.querySelector(`main:not(#main) [${LEAD_IMAGE_PLACE}]`);
  if (!place) {
    preloadImage(src);
    return Promise.resolve();
  }
  const image = document.createElement('img');
  image.alt = '';
  image.className = `${imageTone} ${leadImageBox}`;
  image.fetchPriority = 'high';
  image.decoding = 'async';
  // On failure, the skeleton again, until the app draws its placeholder.
  const drawn = imageShown(image, () => image.replaceWith(place));
  image.src = src;
  // A picture does not pulse as the skeleton's bars do around it.
  place.closest('[aria-hidden="true"]')?.classList.remove('motion-safe:animate-pulse');
  place.replaceWith(image);
  return drawn;
}
