/**
 * The admin screens' routes, loaded when an /admin address is first opened (see
 * admin-routes.tsx). Descendant routes match what follows /admin/, so each path is
 * written relative to it. Every page is a lazy chunk of its own.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';
import { RequireAdmin } from '../guards/require-session.js';

const ManageArticlesPage = lazy(() =>
  import('../../features/admin-articles/pages/manage-articles-page.js').then((m) => ({ default: m.ManageArticlesPage })),
);
const ArticleEditorPage = lazy(() => import('./admin-article-editor.js').then((m) => ({ default: m.ArticleEditorRoute })));
const NotFoundRoute = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFoundRoute })));

/** A path of paths.ts relative to /admin, as descendant routes want it. */
const inArea = (pattern: string): string => pattern.slice(paths.admin.pattern.length + 1);

function AdminComingSoon({ title }: { readonly title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta title={title} description={`${title}: site administration.`} />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">This admin screen is coming soon.</p>
    </section>
  );
}

export function AdminArea() {
  return (
    <Routes>
      {/* The admin dashboard sends a signed-in non-admin home; the other screens send them to /dashboard. */}
      <Route element={<RequireAdmin otherwise={paths.home.to()} />}>
        <Route index element={<AdminComingSoon title="Admin Dashboard" />} />
      </Route>
      <Route element={<RequireAdmin />}>
        <Route path={inArea(paths.adminArticles.pattern)} element={<ManageArticlesPage />} />
        <Route path={inArea(paths.adminUsers.pattern)} element={<AdminComingSoon title="Manage Users" />} />
        <Route path={inArea(paths.adminSubscribers.pattern)} element={<AdminComingSoon title="Manage Subscribers" />} />
        <Route path={inArea(paths.adminMessages.pattern)} element={<AdminComingSoon title="Contact Messages" />} />
        {/* One element for both: a new article's first autosave moves it to its edit address without a remount. */}
        <Route path={inArea(paths.adminCreateArticle.pattern)} element={<ArticleEditorPage />} />
        <Route path={inArea(paths.adminEditArticle.pattern)} element={<ArticleEditorPage />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
