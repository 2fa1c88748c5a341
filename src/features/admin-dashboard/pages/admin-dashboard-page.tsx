/**
 * The admin dashboard (/admin): an overview of the publication (counts, the most read and
 * most liked articles, new subscribers per week), then the Users and Articles tabs and
 * Create New Article. What the tabs show belongs to other features, so the app passes them
 * in (features do not import each other).
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { primaryButton } from '../../../components/ui/buttons.js';
import { PageMeta } from '../../../components/page-meta.js';
import { paths } from '../../../config/paths.js';
import { OverviewCountTiles } from '../components/overview-counts.js';
import { SubscriberChart } from '../components/subscriber-chart.js';
import { Tabs } from '../components/tabs.js';
import { TopArticles } from '../components/top-articles.js';
import { dashboardTexts as texts } from '../texts.js';

interface AdminDashboardPageProps {
  readonly usersTab: ReactNode;
  readonly articlesTab: ReactNode;
}

export function AdminDashboardPage({ usersTab, articlesTab }: AdminDashboardPageProps) {
  const id = useId();
  // The chart's weeks end with the week the page was opened in.
  const [now] = useState(() => new Date());
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title={texts.title} description={texts.description} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{texts.title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{texts.intro}</p>
        </div>
        <Link to={paths.adminCreateArticle.to()} className={primaryButton}>
          {texts.createArticle}
        </Link>
      </div>

      <section aria-labelledby={`${id}-overview`} className="mt-8">
        <h2 id={`${id}-overview`} className="sr-only">
          {texts.overview}
        </h2>
        <OverviewCountTiles />
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <TopArticles by="viewCount" id={`${id}-most-read`} />
          <TopArticles by="likeCount" id={`${id}-most-liked`} />
          <SubscriberChart now={now} />
        </div>
      </section>

      <section aria-labelledby={`${id}-records`} className="mt-10">
        <h2 id={`${id}-records`} className="sr-only">
          {texts.tabs}
        </h2>
        <Tabs
          label={texts.tabs}
          tabs={[
            { key: 'users', label: texts.usersTab, panel: usersTab },
            { key: 'articles', label: texts.articlesTab, panel: articlesTab },
          ]}
        />
      </section>
    </div>
  );
}
