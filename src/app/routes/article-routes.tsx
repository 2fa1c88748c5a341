/**
 * The article page at /article/{slug or id} and /blog/{slug} (docs/product.md §2). A fragment of
 * <Route>s composed in ../routes.tsx; the page is a lazy chunk (it brings DOMPurify), an
 * address without an article shows the site's 404 page, the sidebar gets the newsletter
 * form from its feature, and the discussion under the article comes from the comments
 * feature, a lazy chunk of its own that the page asks for as the reader nears it.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import type { Article } from '../../features/articles/types.js';
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form.js';
import { lazyPage } from './lazy-page.js';
import { loadArticlePage } from './reader-pages.js';

const ArticlePage = lazyPage(loadArticlePage, (m) => m.ArticlePage);
const NotFoundRoute = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFoundRoute })));
const Discussion = lazy(() => import('../../features/comments/components/discussion.js').then((m) => ({ default: m.Discussion })));

const discussion = (article: Article) => (
  <Discussion article={{ id: article.id, commentCount: article.commentCount, positionTally: article.positionTally, tickers: article.tickers, byline: article.author.name }} />
);

const page = <ArticlePage notFound={<NotFoundRoute />} newsletter={<SubscribeForm source="sidebar" />} discussion={discussion} />;

export const articleRoutes = (
  <>
    <Route path={paths.article.pattern} element={page} />
    <Route path={paths.blogArticle.pattern} element={page} />
  </>
);
