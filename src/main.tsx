/**
 * The entry: start the page's data and code first, then bring in React and the app. Kept
 * free of React and of the Firebase SDK (the first query goes over REST), so the data
 * request leaves while both are still downloading.
 */
import { startRouteData } from './app/start-route-data.js';
import './index.css';

function start(): void {
  // When the page's code is in, whether it came or not: a failure is the route's to report.
  const firstPage = startRouteData(window.location)?.catch(() => undefined);
  import('./app/boot.js')
    .then(({ mountApp }) => mountApp(firstPage))
    .catch(() => {
      // The app's own code did not arrive (offline, or a deploy replaced it): say so rather than stay blank.
      const root = document.getElementById('root');
      if (root) root.textContent = 'The site could not load. Please check your connection and reload the page.';
    });
}

// After the header frame of index.html has painted: this small entry arrives before the first
// frame, and the page would otherwise wait for it (and, in Lighthouse's simulation, for every
// download that finished before the first paint).
requestAnimationFrame(() => setTimeout(start, 0));
