/** The overview's six counts, each leading to the screen where they are managed. */
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { COUNT_LIMIT } from '../../../lib/firebase/count-documents.js';
import { formatCount } from '../../../lib/numbers.js';
import { useAsync } from '../../../lib/use-async.js';
import { loadOverviewCounts, type OverviewCounts } from '../api/overview-counts.js';
import { dashboardTexts as texts } from '../texts.js';

const TILES: ReadonlyArray<{ readonly key: keyof OverviewCounts; readonly to: string }> = [
  { key: 'published', to: paths.adminArticles.to('published') },
  { key: 'drafts', to: paths.adminArticles.to('draft') },
  { key: 'subscribers', to: paths.adminSubscribers.to() },
  { key: 'users', to: paths.adminUsers.to() },
  { key: 'unreadMessages', to: paths.adminMessages.to() },
  { key: 'commentsAwaiting', to: paths.adminComments.to() },
];

/** Counts that ask for the admin's attention when above zero (a dot beside them). */
const ATTENTION: ReadonlySet<keyof OverviewCounts> = new Set(['unreadMessages', 'commentsAwaiting']);

/** Counts that are exact at any size (the others stop at COUNT_LIMIT, shown with a +). */
const EXACT: ReadonlySet<keyof OverviewCounts> = new Set(['subscribers']);

export function OverviewCountTiles() {
  const counts = useAsync(loadOverviewCounts);
  if (counts.status === 'loading') return <Spinner label={texts.loadingOverview} />;
  if (counts.status === 'error') return <ErrorBox message={texts.overviewFailed} onRetry={counts.retry} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {TILES.map(({ key, to }) => {
        const value = counts.data[key];
        const attention = ATTENTION.has(key) && value > 0;
        return (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              <span className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
                {formatCount(value)}
                {value >= COUNT_LIMIT && !EXACT.has(key) && texts.capped}
              </span>{' '}
              <span className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                {attention && <span aria-hidden="true" className="size-2.5 rounded-full bg-blue-600 dark:bg-blue-500" />}
                {texts.counts[key]}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
