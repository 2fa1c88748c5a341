/**
 * The admin dashboard with its two tabs, composed here in the app because they belong to
 * other features: the users table of admin-users and the articles table of admin-articles
 * (whose Delete removes an article with everything that belongs to it). Loaded lazily by
 * admin-area.tsx.
 */
import { ArticlesTab } from '../../features/admin-articles/components/articles-tab.js';
import { AdminDashboardPage } from '../../features/admin-dashboard/pages/admin-dashboard-page.js';
import { UsersTab } from '../../features/admin-users/components/users-tab.js';

export function AdminDashboardRoute() {
  return <AdminDashboardPage usersTab={<UsersTab />} articlesTab={<ArticlesTab />} />;
}
