/**
 * Admin routes, behind the admin guard (docs/product.md §6, docs/data-model.md: admin pages for admins only).
 * The screens are placeholders until the admin issue builds them. A fragment of <Route>s
 * composed in ../routes.tsx.
 */
import { Navigate, Route, useParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';
import { RequireAdmin } from '../guards/require-session.js';

function AdminComingSoon({ title }: { readonly title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta title={title} description={`${title}: site administration.`} />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">This admin screen is coming soon.</p>
    </section>
  );
}

/** docs/decisions.md: the old /edit-article/{id} link goes to the admin editor. */
function EditArticleAlias() {
  const { articleId = '' } = useParams();
  return <Navigate to={paths.adminEditArticle.to(articleId)} replace />;
}

export const adminRoutes = (
  <>
    {/* docs/product.md §6: the admin dashboard sends a signed-in non-admin home, the others to /dashboard. */}
    <Route element={<RequireAdmin otherwise={paths.home.to()} />}>
      <Route path={paths.admin.pattern} element={<AdminComingSoon title="Admin Dashboard" />} />
    </Route>
    <Route element={<RequireAdmin />}>
      <Route path={paths.adminArticles.pattern} element={<AdminComingSoon title="Manage Articles" />} />
      <Route path={paths.adminUsers.pattern} element={<AdminComingSoon title="Manage Users" />} />
      <Route path={paths.adminSubscribers.pattern} element={<AdminComingSoon title="Manage Subscribers" />} />
      <Route path={paths.adminMessages.pattern} element={<AdminComingSoon title="Contact Messages" />} />
      <Route path={paths.adminCreateArticle.pattern} element={<AdminComingSoon title="Create Article" />} />
      <Route path={paths.adminEditArticle.pattern} element={<AdminComingSoon title="Edit Article" />} />
    </Route>
    <Route path={paths.editArticleAlias.pattern} element={<EditArticleAlias />} />
  </>
);
