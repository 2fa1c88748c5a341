/**
 * The route table. Pages a reader rarely needs, and later every admin and editor screen,
 * are `lazy` so their code (and the SDK parts only they use) loads on demand.
 */
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.js';
import { paths } from '../config/paths.js';
import { RootLayout } from './root-layout.js';
import { RouteError } from './route-error.js';
import { HomeRoute } from './routes/home.js';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: Spinner,
    children: [
      { path: paths.home.pattern, Component: HomeRoute },
      {
        path: '*',
        lazy: () => import('./routes/not-found.js').then((module) => ({ Component: module.NotFoundRoute })),
      },
    ],
  },
];
