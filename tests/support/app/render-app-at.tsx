/**
 * renderApp, plus where the app has navigated to since: for tests of redirects (e.g. a
 * guest sent to log in) that should not depend on the page at the destination.
 */
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../../../src/app/app.js';

export function renderAppAt(url: string) {
  /** The path and query of the current address. */
  const location = { current: url };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    useEffect(() => {
      location.current = pathname + search;
    }, [pathname, search]);
    return null;
  }
  // jsdom does no layout, so it cannot scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, location };
}
