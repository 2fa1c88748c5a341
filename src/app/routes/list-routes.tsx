/**
 * The article lists (docs/product.md §2): /blog and /articles (with ?tag= or ?search=) and one page
 * per category. A fragment of <Route>s composed in ../routes.tsx; the page is React.lazy so
 * it loads only when visited. The sidebar's subscribe form is composed here, since
 * features do not import each other.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { CATEGORIES } from '../../config/categories.js';
import { paths } from '../../config/paths.js';
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form.js';
import { lazyPage } from './lazy-page.js';
import { loadArticleListPage } from './reader-pages.js';

const ArticleListPage = lazyPage(loadArticleListPage, (m) => m.ArticleListPage);
const NotFoundRoute = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFoundRoute })));

const newsletter = <SubscribeForm source="sidebar" />;

export const listRoutes = (
  <>
    <Route path={paths.blog.pattern} element={<ArticleListPage newsletter={newsletter} />} />
    <Route path={paths.articles.pattern} element={<ArticleListPage newsletter={newsletter} />} />
    <Route path={paths.ticker.pattern} element={<ArticleListPage newsletter={newsletter} notFound={<NotFoundRoute />} />} />
    {CATEGORIES.map((category) => (
      <Route
        key={category.id}
        path={paths.category.to(category.id)}
        element={<ArticleListPage key={category.id} category={category.id} newsletter={newsletter} />}
      />
    ))}
  </>
);
