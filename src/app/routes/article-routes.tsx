/**
 * The article page at /article/{slug or id} and /blog/{slug} (docs/product.md §2). A fragment of
 * <Route>s composed in ../routes.tsx; the page is a lazy chunk (it brings DOMPurify), an
 * address without an article shows the site's 404 page, and the sidebar gets the
 * newsletter form from its feature.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form.js';
import { lazyPage } from './lazy-page.js';
import { loadArticlePage } from './reader-pages.js';

const ArticlePage = lazyPage(loadArticlePage, (m) => m.ArticlePage);
const NotFoundRoute = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFoundRoute })));

const page = <ArticlePage notFound={<NotFoundRoute />} newsletter={<SubscribeForm source="sidebar" />} />;

export const articleRoutes = (
  <>
    <Route path={paths.article.pattern} element={page} />
    <Route path={paths.blogArticle.pattern} element={page} />
  </>
);
