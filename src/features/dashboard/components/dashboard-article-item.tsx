import { Link } from 'react-router-dom';
import { categoryName } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { formatDate, isoDate } from '../../../lib/dates.js';
import { dashboardTexts } from '../texts.js';
import type { DashboardArticle } from '../types.js';

/** One article of a dashboard list: title, summary, category, date, author. */
export function DashboardArticleItem({ article }: { readonly article: DashboardArticle }) {
  const date = article.savedAt !== undefined ? article.savedAt : article.publishedAt;
  return (
    <article className="py-4">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        {article.category && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {categoryName(article.category)}
          </span>
        )}
        {article.removed && (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {dashboardTexts.saved.removedBadge}
          </span>
        )}
        {article.sample && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
            {dashboardTexts.sampleBadge}
          </span>
        )}
      </div>
      <h3 className="mt-2 font-semibold text-slate-900 dark:text-white">
        {article.sample || article.removed ? (
          article.title
        ) : (
          <Link
            to={paths.article.to(article.id)}
            className="hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:hover:text-blue-300"
          >
            {article.title}
          </Link>
        )}
      </h3>
      {article.removed && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{dashboardTexts.saved.removedNotice}</p>}
      {article.summary && !article.removed && <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{article.summary}</p>}
      {!article.sample && (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={isoDate(date)}>
            {article.savedAt !== undefined ? dashboardTexts.saved.savedOn(formatDate(date)) : formatDate(date)}
          </time>
          {article.authorName && <> · {dashboardTexts.byAuthor(article.authorName)}</>}
        </p>
      )}
    </article>
  );
}
