import { AppErrorBoundary } from './app-error-boundary.js';
import { AppRoutes } from './routes.js';
import { ScrollToTop } from './scroll-to-top.js';

/**
 * The whole app inside a router: BrowserRouter in main.tsx, MemoryRouter in tests.
 * Declarative routes (not a data router) keep the router's share of every page small.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <ScrollToTop />
      <AppRoutes />
    </AppErrorBoundary>
  );
}
