/**
 * The route table, composed from one group per area. Every page is a lazy chunk, so a
 * reader downloads only the page in front of them (start-route-data.ts asks for a reader
 * page's chunk as the site boots); account and admin code (and the SDK parts only they
 * use) never loads on reader pages.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.js';
import { paths } from '../config/paths.js';
import { RootLayout } from './root-layout.js';
import { RouteFocus } from './route-focus.js';
import { accountRoutes } from './routes/account-routes.js';
import { adminArea, adminRoutes } from './routes/admin-routes.js';
import { articleRoutes } from './routes/article-routes.js';
import { authorRoutes } from './routes/author-routes.js';
import { lazyPage } from './routes/lazy-page.js';
import { loadHomePage } from './routes/reader-pages.js';
import { listRoutes } from './routes/list-routes.js';
import { staticRoutes } from './routes/static-routes.js';

const HomeRoute = lazyPage(loadHomePage, (m) => m.HomeRoute);
const NotFoundRoute = lazy(() => import('./routes/not-found.js').then((m) => ({ default: m.NotFoundRoute })));

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      {/* Above the layouts: moving between the reader site and the admin area moves the focus too. */}
      <RouteFocus />
      <Routes>
        {adminArea}
        <Route element={<RootLayout />}>
          <Route path={paths.home.pattern} element={<HomeRoute />} />
          {listRoutes}
          {articleRoutes}
          {authorRoutes}
          {staticRoutes}
          {accountRoutes}
          {adminRoutes}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
