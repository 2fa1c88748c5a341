import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta.js';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { refreshSession, useSession } from '../../../lib/session/session.js';
import { useAsync } from '../../../lib/use-async.js';
import { useNow } from '../../../lib/use-now.js';
import { listRecentArticles, listSavedArticles } from '../api/list-dashboard-articles.js';
import { dashboardTexts } from '../texts.js';
import { AccountCard } from './account-card.js';
import { ArticleListSection } from './article-list-section.js';

const linkClass =
  'text-sm font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300';

interface DashboardPageProps {
  /** /profile shows the same dashboard with the account settings (docs/product.md §2). */
  readonly variant?: 'dashboard' | 'profile';
  readonly settings?: ReactNode;
}

/** An account is new on its first day: it is welcomed, not welcomed back. */
const FIRST_DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md §2, Dashboard. Rendered behind the sign-in guard. */
export function DashboardPage({ variant = 'dashboard', settings }: DashboardPageProps) {
  const session = useSession();
  const now = useNow();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const recent = useAsync(listRecentArticles);
  const loadSaved = useCallback(() => (uid ? listSavedArticles(uid) : Promise.resolve([])), [uid]);
  const saved = useAsync(loadSaved);

  if (session.status !== 'signed-in') return <Spinner />;
  const name = session.user.displayName?.trim() || session.profile?.fullName;
  const isProfile = variant === 'profile';
  const joined = session.profile?.createdAt;
  const greeting = joined && now.getTime() - joined.getTime() > FIRST_DAY_MS
    ? (name ? dashboardTexts.welcomeBack(name) : dashboardTexts.welcomeBackAnonymous)
    : (name ? dashboardTexts.welcome(name) : dashboardTexts.welcomeAnonymous);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={isProfile ? dashboardTexts.profileTitle : dashboardTexts.title}
        description={isProfile ? dashboardTexts.profileDescription : dashboardTexts.description}
      />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
        {isProfile ? dashboardTexts.profileTitle : dashboardTexts.title}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {greeting}
      </p>
      {session.isAdmin && (
        <nav aria-label={dashboardTexts.adminLinks} className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm dark:border-blue-900 dark:bg-blue-950/40">
          <span className="text-slate-700 dark:text-slate-200">{dashboardTexts.adminArea}</span>
          <Link to={paths.admin.to()} className={linkClass}>
            {dashboardTexts.adminDashboard}
          </Link>
          <Link to={paths.adminCreateArticle.to()} className={linkClass}>
            {dashboardTexts.newArticle}
          </Link>
          <Link to={paths.adminMessages.to()} className={linkClass}>
            {dashboardTexts.messages}
          </Link>
        </nav>
      )}
      {session.profileFailed && (
        <div className="mt-6">
          <ErrorBox message={dashboardTexts.loadFailed} onRetry={() => void refreshSession().catch(() => undefined)} />
        </div>
      )}
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <AccountCard user={session.user} profile={session.profile} showEditLink={!isProfile} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          {settings}
          <ArticleListSection
            id="recent-articles-heading"
            heading={dashboardTexts.recent.heading}
            action={
              <Link to={paths.blog.to()} className={linkClass}>
                {dashboardTexts.recent.viewAll}
              </Link>
            }
            articles={recent}
            loadingText={dashboardTexts.recent.loading}
            empty={<p className="text-slate-600 dark:text-slate-300">{dashboardTexts.recent.empty}</p>}
            samplesNotice={dashboardTexts.recent.samplesNotice}
          />
          <ArticleListSection
            id="saved-articles-heading"
            heading={dashboardTexts.saved.heading}
            articles={saved}
            loadingText={dashboardTexts.saved.loading}
            empty={
              <div className="text-slate-600 dark:text-slate-300">
                <p>{dashboardTexts.saved.empty}</p>
                <Link to={paths.blog.to()} className={`${linkClass} mt-2 inline-block`}>
                  {dashboardTexts.saved.browse}
                </Link>
              </div>
            }
            samplesNotice={dashboardTexts.saved.samplesNotice}
          />
        </div>
      </div>
    </div>
  );
}
