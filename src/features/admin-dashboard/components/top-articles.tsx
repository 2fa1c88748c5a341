/** The five most-read or most-liked published articles, each linking to its page. */
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useAsync } from '../../../lib/use-async.js';
import { loadTopArticles, type Ranking } from '../api/top-articles.js';
import { dashboardTexts as texts } from '../texts.js';
import { panelClass, panelHeadingClass } from './card.js';

export function TopArticles({ by, id }: { readonly by: Ranking; readonly id: string }) {
  const load = useCallback(() => loadTopArticles(by), [by]);
  const top = useAsync(load);
  const heading = by === 'viewCount' ? texts.mostRead : texts.mostLiked;
  const count = by === 'viewCount' ? texts.views : texts.likes;
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h3 id={id} className={panelHeadingClass}>
        {heading}
      </h3>
      {top.status === 'loading' && <Spinner label={texts.loadingTop} />}
      {top.status === 'error' && (
        <div className="mt-4">
          <ErrorBox message={texts.topFailed} onRetry={top.retry} />
        </div>
      )}
      {top.status === 'success' && top.data.length === 0 && <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{texts.noPublished}</p>}
      {top.status === 'success' && top.data.length > 0 && (
        <ol className="mt-4 space-y-3">
          {top.data.map((article, index) => (
            <li key={article.id} className="flex items-baseline gap-3 text-sm">
              <span aria-hidden="true" className="shrink-0 font-semibold text-slate-500 tabular-nums dark:text-slate-400">
                {index + 1}
              </span>
              <Link
                to={paths.article.to(article.slug || article.id)}
                className="min-w-0 flex-1 font-medium text-slate-900 underline-offset-4 hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-white dark:hover:text-blue-300"
              >
                {article.title}
              </Link>
              <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-300">{count(article.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
