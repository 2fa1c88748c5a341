/**
 * Renders the real app (routes, layout, providers) at a URL, in memory instead of the
 * browser's address bar.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../app/app.js';
import { routes } from '../app/routes.js';

export function renderApp(url = '/') {
  // jsdom does no layout, so it cannot scroll; ScrollRestoration would report that noisily.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...render(<App router={router} />) };
}
