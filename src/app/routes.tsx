/**
 * The route table, composed from one group per area. Every page but the home page is a
 * lazy chunk, so a reader downloads only the page in front of them; account and admin
 * code (and the SDK parts only they use) never loads on reader pages.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.js';
import { paths } from '../config/paths.js';
import { RootLayout } from './root-layout.js';
import { accountRoutes } from './routes/account-routes.js';
import { adminRoutes } from './routes/admin-routes.js';
import { articleRoutes } from './routes/article-routes.js';
import { HomeRoute } from './routes/home.js';
import { listRoutes } from './routes/list-routes.js';
import { staticRoutes } from './routes/static-routes.js';

const NotFoundRoute = lazy(() => import('./routes/not-found.js').then((m) => ({ default: m.NotFoundRoute })));

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.home.pattern} element={<HomeRoute />} />
          {listRoutes}
          {articleRoutes}
          {staticRoutes}
          {accountRoutes}
          {adminRoutes}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
