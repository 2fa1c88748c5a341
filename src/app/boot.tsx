/**
 * React, the router and the app, mounted into index.html's #root. Loaded by main.tsx right
 * after it has started the page's data (start-route-data.ts). Most documents ask for this
 * code from the start too, and a list page's after its first paint (vite.config.ts), so it
 * downloads beside the entry rather than after it.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.js';

/**
 * Mounts the app once the first page's code (when start-route-data asked for it) is in, so
 * the first frame React draws is that page rather than the loading fallback
 * (routes/lazy-page.tsx). Both download side by side, so this rarely waits at all.
 */
export async function mountApp(firstPage?: Promise<unknown>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  await firstPage;
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
