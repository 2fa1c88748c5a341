/**
 * React, the router and the app, mounted into index.html's #root. Loaded by main.tsx right
 * after it has started the page's data (start-route-data.ts). Most documents ask for this
 * code from the start too, and a list page's after its first paint (vite.config.ts), so it
 * downloads beside the entry rather than after it.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { seedBuilt } from '../lib/preload.js';
import { setBuiltTime } from '../lib/use-now.js';
import { App } from './app.js';
import type { BuiltPage } from './built-page.js';

/**
 * Mounts the app once the first page's code (when start-route-data asked for it) is in, so
 * the first frame React draws is that page rather than the loading fallback
 * (routes/lazy-page.tsx). Both download side by side, so this rarely waits at all.
 */
export async function mountApp(firstPage?: Promise<unknown>, built?: BuiltPage | null): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  await firstPage;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (built) {
    // A page the build rendered (built-page.ts): React takes its HTML over as it is, drawing
    // its first frame from the build's data, then the fresh data. Its <meta> and <link>
    // tags go first, since the page sets its own from the data it shows and React would
    // only add to them; its <title> stays, and React takes it over (the document is never
    // without one).
    seedBuilt(built.data);
    setBuiltTime(built.builtAt ? new Date(built.builtAt) : null);
    for (const tag of document.head.querySelectorAll('meta[data-built], link[data-built]')) tag.remove();
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
