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

/** Resolves once `image` has loaded, or has failed (after `onError`). */
export function imageSettled(image: HTMLImageElement, onError: () => void): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener(
      'error',
      () => {
        onError();
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Draws the lead image where the static frame holds its place, and resolves once it has
 * loaded (the next frame shows it; main.tsx starts the app after that frame) or failed (the
 * app then draws its placeholder). Where there is no such place (the frame was not drawn),
 * it only asks for the image.
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
  const drawn = imageSettled(image, () => image.replaceWith(place));
  image.src = src;
  // A picture does not pulse as the skeleton's bars do around it.
  place.closest('[aria-hidden="true"]')?.classList.remove('motion-safe:animate-pulse');
  place.replaceWith(image);
  return drawn;
}
