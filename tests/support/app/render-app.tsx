/**
 * Renders the real app (routes, layout, providers) at a URL, in memory instead of the
 * browser's address bar. `strict` wraps it in React's StrictMode, as `npm start` serves it
 * (src/app/boot.tsx): in development React then mounts every component, unmounts it and
 * mounts it again, and an effect whose cleanup does not undo it exactly shows there only.
 */
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../../../src/app/app.js';

export function renderApp(url = '/', { strict = false }: { readonly strict?: boolean } = {}) {
  // jsdom does no layout, so it cannot scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const app = (
    <MemoryRouter initialEntries={[url]}>
      <App />
    </MemoryRouter>
  );
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
}
