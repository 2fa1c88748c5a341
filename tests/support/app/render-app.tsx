/**
 * Renders the real app (routes, layout, providers) at a URL, in memory instead of the
 * browser's address bar.
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../../../src/app/app.js';

export function renderApp(url = '/') {
  // jsdom does no layout, so it cannot scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <App />
    </MemoryRouter>,
  );
}
