import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths.js';
import { formatDate, isoDate } from '../../../../lib/dates.js';
import { usePopularArticles } from '../../api/list-popular-articles.js';
import { articleTexts } from '../../texts.js';
import { SAMPLE_POPULAR_TITLES } from './sample-popular-articles.js';
import { SidebarWidget } from './sidebar-widget.js';

const texts = articleTexts.sidebar;
const linkClass =
  'font-serif text-base/6 font-semibold text-slate-900 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-white dark:hover:text-blue-300';

/** The five most read articles (docs/product.md §9); sample titles, labelled so, only if the query fails. */
export function PopularArticles({ exclude }: { readonly exclude?: string }) {
  const popular = usePopularArticles(exclude);

  return (
    <SidebarWidget title={texts.popularHeading}>
      {popular.status === 'loading' && (
        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
          {texts.popularLoading}
        </p>
      )}
      {popular.status === 'error' && (
        <div role="status">
          <p className="text-sm text-slate-600 dark:text-slate-300">{texts.samplesNotice}</p>
          <ul className="mt-3 space-y-2">
            {SAMPLE_POPULAR_TITLES.map((title) => (
              <li key={title} className="text-sm text-slate-700 dark:text-slate-200">
                <span className="mr-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold uppercase text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                  {texts.sampleBadge}
                </span>
                {title}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={popular.retry}
            className="mt-3 text-sm font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {texts.tryAgain}
          </button>
        </div>
      )}
      {popular.status === 'success' && popular.data.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.popularEmpty}</p>
      )}
      {popular.status === 'success' && popular.data.length > 0 && (
        // Numbered, as papers list their most read: the list is ordered, and shows it.
        <ol className="space-y-4">
          {popular.data.map((article, index) => (
            <li key={article.id} className="flex gap-3">
              <span aria-hidden="true" className="w-5 shrink-0 font-serif text-2xl/6 font-bold text-slate-400 dark:text-slate-500">
                {index + 1}
              </span>
              <div>
                <Link to={paths.article.to(article.slug || article.id)} className={linkClass}>
                  {article.title}
                </Link>
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  <time dateTime={isoDate(article.publishedAt)}>{formatDate(article.publishedAt)}</time>
                  <span aria-hidden="true" className="mx-1.5">
                    ·
                  </span>
                  {texts.views(article.viewCount)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </SidebarWidget>
  );
}
