/**
 * An author's page at /author/{id} (docs/product.md §2): a lazy chunk of its own, loaded on
 * author pages only; an id that names no author shows the site's 404 page.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { lazyPage } from './lazy-page.js';
import { loadAuthorPage } from './reader-pages.js';

const AuthorPage = lazyPage(loadAuthorPage, (m) => m.AuthorPage);
const NotFoundRoute = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFoundRoute })));

export const authorRoutes = <Route path={paths.author.pattern} element={<AuthorPage notFound={<NotFoundRoute />} />} />;
