import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.js';
import type { AsyncResource } from '../../../lib/use-async.js';
import { SAMPLE_ARTICLES } from '../sample-articles.js';
import { dashboardTexts } from '../texts.js';
import type { DashboardArticle } from '../types.js';
import { DashboardArticleItem } from './dashboard-article-item.js';

interface ArticleListSectionProps {
  readonly id: string;
  readonly heading: string;
  /** A link beside the heading (View All). */
  readonly action?: ReactNode;
  readonly articles: AsyncResource<DashboardArticle[]>;
  readonly loadingText: string;
  readonly empty: ReactNode;
  readonly samplesNotice: string;
}

/** A dashboard list: its loading state, its empty state, and samples when the query failed. */
export function ArticleListSection({ id, heading, action, articles, loadingText, empty, samplesNotice }: ArticleListSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {heading}
        </h2>
        {action}
      </div>
      {articles.status === 'loading' && <Spinner label={loadingText} />}
      {articles.status === 'success' && articles.data.length === 0 && <div className="mt-4">{empty}</div>}
      {articles.status === 'success' && articles.data.length > 0 && <List articles={articles.data} />}
      {articles.status === 'error' && (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            <p role="status">{samplesNotice}</p>
            <button
              type="button"
              onClick={articles.retry}
              className="rounded-md border border-amber-300 px-3 py-1 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 dark:border-amber-700 dark:hover:bg-amber-900/40"
            >
              {dashboardTexts.tryAgain}
            </button>
          </div>
          <List articles={SAMPLE_ARTICLES} />
        </>
      )}
    </section>
  );
}

function List({ articles }: { readonly articles: readonly DashboardArticle[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
      {articles.map((article) => (
        <li key={article.id}>
          <DashboardArticleItem article={article} />
        </li>
      ))}
    </ul>
  );
}
