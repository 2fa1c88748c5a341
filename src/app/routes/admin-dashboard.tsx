/**
 * The admin dashboard with its two tabs, composed here in the app because they belong to
 * other features: the users table of admin-users and the articles table of admin-articles
 * (whose Delete removes an article with everything that belongs to it). Loaded lazily by
 * admin-area.tsx.
 *
 * Opening it also tidies older articles' tags into one spelling each, once for the site
 * (admin-articles/api/tags.ts): work a server would do, done in an admin's browser.
 */
import { useEffect } from 'react';
import { ArticlesTab } from '../../features/admin-articles/components/articles-tab.js';
import { tidyOlderTags } from '../../features/admin-articles/api/tags.js';
import { AdminDashboardPage } from '../../features/admin-dashboard/pages/admin-dashboard-page.js';
import { UsersTab } from '../../features/admin-users/components/users-tab.js';

/** Tried once per visit of the admin area; a failure waits for the next visit. */
let tidying: Promise<unknown> | null = null;

export function AdminDashboardRoute() {
  useEffect(() => {
    tidying ??= tidyOlderTags().catch(() => undefined);
  }, []);
  return <AdminDashboardPage usersTab={<UsersTab />} articlesTab={<ArticlesTab />} />;
}
