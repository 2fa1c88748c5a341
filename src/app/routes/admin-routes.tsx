/**
 * The admin area: every /admin address, behind the admin guard. The whole route table of
 * the area is itself a lazy chunk (admin-area.tsx), so the boot code every reader
 * downloads holds one route for it, however many admin screens there are; the editor
 * (Tiptap), uploads (Storage) and admin code never reach a reader (scripts/check-bundle.ts
 * checks it). The area has a frame of its own (layout/admin-layout.tsx), outside the
 * reader site's header and footer: `adminArea` is a route of its own in ../routes.tsx, and
 * `adminRoutes` the fragment of <Route>s inside the site (the old editor address).
 */
import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.js';

const AdminArea = lazy(() => import('./admin-area.js').then((m) => ({ default: m.AdminArea })));

/** The old /edit-article/{id} links go to the admin editor. */
function EditArticleAlias() {
  const { articleId = '' } = useParams();
  return <Navigate to={paths.adminEditArticle.to(articleId)} replace />;
}

export const adminArea = <Route path={`${paths.admin.pattern}/*`} element={<AdminArea />} />;

export const adminRoutes = <Route path={paths.editArticleAlias.pattern} element={<EditArticleAlias />} />;
