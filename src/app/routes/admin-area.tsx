/**
 * The admin screens' routes, loaded when an /admin address is first opened (see
 * admin-routes.tsx). Descendant routes match what follows /admin/, so each path is
 * written relative to it. Every page is a lazy chunk of its own, shown in the area's frame
 * (layout/admin-layout.tsx).
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { PREVIEW_PATH } from '../../features/admin-articles/preview.js';
import { RequireAdmin } from '../guards/require-session.js';
import { AdminLayout } from '../layout/admin-layout.js';
import { RootLayout } from '../root-layout.js';

const AdminDashboardRoute = lazy(() => import('./admin-dashboard.js').then((m) => ({ default: m.AdminDashboardRoute })));
const ManageArticlesPage = lazy(() =>
  import('../../features/admin-articles/pages/manage-articles-page.js').then((m) => ({ default: m.ManageArticlesPage })),
);
const ManageUsersPage = lazy(() => import('../../features/admin-users/pages/manage-users-page.js').then((m) => ({ default: m.ManageUsersPage })));
const ManageSubscribersPage = lazy(() =>
  import('../../features/admin-subscribers/pages/manage-subscribers-page.js').then((m) => ({ default: m.ManageSubscribersPage })),
);
const ContactMessagesPage = lazy(() =>
  import('../../features/admin-messages/pages/contact-messages-page.js').then((m) => ({ default: m.ContactMessagesPage })),
);
const CommentsQueuePage = lazy(() =>
  import('../../features/admin-comments/pages/comments-queue-page.js').then((m) => ({ default: m.CommentsQueuePage })),
);
const ArticleEditorPage = lazy(() => import('./admin-article-editor.js').then((m) => ({ default: m.ArticleEditorRoute })));
const AdminPreviewRoute = lazy(() => import('./admin-preview.js').then((m) => ({ default: m.AdminPreviewRoute })));
const NotFoundRoute = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFoundRoute })));

/** A path of paths.ts relative to /admin, as descendant routes want it. */
const inArea = (pattern: string): string => pattern.slice(paths.admin.pattern.length + 1);

export function AdminArea() {
  return (
    <Routes>
      {/* The editor's preview: the article in the reader site's own frame, as readers will see it. */}
      <Route path={inArea(PREVIEW_PATH)} element={<RootLayout />}>
        <Route element={<RequireAdmin />}>
          <Route index element={<AdminPreviewRoute />} />
        </Route>
      </Route>
      <Route element={<AdminLayout />}>
        {/* The admin dashboard sends a signed-in non-admin home; the other screens send them to /dashboard. */}
        <Route element={<RequireAdmin otherwise={paths.home.to()} />}>
          <Route index element={<AdminDashboardRoute />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path={inArea(paths.adminArticles.pattern)} element={<ManageArticlesPage />} />
          <Route path={inArea(paths.adminUsers.pattern)} element={<ManageUsersPage />} />
          <Route path={inArea(paths.adminSubscribers.pattern)} element={<ManageSubscribersPage />} />
          <Route path={inArea(paths.adminMessages.pattern)} element={<ContactMessagesPage />} />
          <Route path={inArea(paths.adminComments.pattern)} element={<CommentsQueuePage />} />
          {/* One element for both: a new article's first autosave moves it to its edit address without a remount. */}
          <Route path={inArea(paths.adminCreateArticle.pattern)} element={<ArticleEditorPage />} />
          <Route path={inArea(paths.adminEditArticle.pattern)} element={<ArticleEditorPage />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
