/**
 * The entry: start the page's data and code first, then bring in React and the app. Kept
 * free of React and of the Firebase SDK (the first query goes over REST), so the data
 * request leaves while both are still downloading. On a page the build drew, all of it
 * waits for the first screen's pictures.
 */
import { builtPageFor } from './app/built-page.js';
import { afterFirstScreenImages, FIRST_SCREEN_WAIT_MS } from './app/first-paint.js';
import { startRouteData } from './app/start-route-data.js';
import './index.css';

// The page itself when the build rendered it (built-page.ts): React takes it over.
const built = builtPageFor(document, window.location);

function startApp(firstPage: Promise<unknown> | undefined): void {
  import('./app/boot.js')
    .then(({ mountApp }) => mountApp(firstPage, built))
    .catch(() => {
      // The app's own code did not arrive (offline, or a deploy replaced it): say so rather
      // than stay blank. A built page stays as it is, readable.
      const root = document.getElementById('root');
      if (root && !built) root.textContent = 'The site could not load. Please check your connection and reload the page.';
    });
}

function start(): void {
  const route = startRouteData(window.location, built !== null);
  // When the page's code is in, whether it came or not: a failure is the route's to report.
  const firstPage = route.code?.catch(() => undefined);
  // React starts after the document has painted (its first long task would otherwise come
  // before the first frame).
  void route.app.then(() => requestAnimationFrame(() => setTimeout(() => startApp(firstPage), 0)));
}

// A built page is on screen already: its data and code wait until its first screen's
// pictures are in (first-paint.ts says why). Any other page starts at once.
if (built) afterFirstScreenImages(document, start, FIRST_SCREEN_WAIT_MS);
else start();
