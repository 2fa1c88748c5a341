import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useNear } from '../../../../components/ui/when-near.js';
import { paths } from '../../../../config/paths.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { POPULAR_ARTICLES, usePopularArticles } from '../../api/use-popular-articles.js';
import { articleTexts } from '../../texts.js';
import { SAMPLE_POPULAR_TITLES } from './sample-popular-articles.js';
import { SidebarWidget } from './sidebar-widget.js';

const texts = articleTexts.sidebar;
// Each row as tall as two lines of title and one of details (48 + 4 + 16 px), loaded or not.
const list = 'space-y-4';
const row = 'flex h-17 gap-3';
const bar = 'rounded-sm bg-slate-200 dark:bg-slate-800';
const linkClass =
  'font-serif text-base/6 font-semibold text-slate-900 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-white dark:hover:text-blue-300';

/**
 * The five most read articles (docs/product.md §9); sample titles, labelled so, only if the
 * query fails. Asked for when the reader nears the widget: below the list on a phone, it is
 * never part of the first screen there.
 */
export function PopularArticles({ exclude }: { readonly exclude?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNear(place);
  return (
    <SidebarWidget title={texts.popularHeading}>
      {/* Not asked for yet: the rows hold the place, with nothing yet to announce. */}
      <div ref={place}>{near ? <PopularList exclude={exclude} /> : <PopularRows />}</div>
    </SidebarWidget>
  );
}

/** Five rows of the final size while they load, so the widgets below stay where they are. */
function PopularLoading() {
  return (
    <div role="status">
      <span className="sr-only">{texts.popularLoading}</span>
      <PopularRows />
    </div>
  );
}

function PopularRows() {
  return (
    <ol aria-hidden="true" className={`${list} motion-safe:animate-pulse`}>
      {Array.from({ length: POPULAR_ARTICLES }, (_, i) => (
        <li key={i} className={row}>
          <span className="w-5 shrink-0" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <div className={`h-4 w-full ${bar}`} />
            <div className={`h-4 w-2/3 ${bar}`} />
            <div className={`mt-1 h-3 w-1/2 ${bar}`} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function PopularList({ exclude }: { readonly exclude?: string }) {
  const popular = usePopularArticles(exclude);
  if (popular.status === 'loading') return <PopularLoading />;
  return (
    <>
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
        <ol className={list}>
          {popular.data.map((article, index) => (
            <li key={article.id} className={row}>
              <span aria-hidden="true" className="w-5 shrink-0 font-serif text-2xl/6 font-bold text-slate-400 dark:text-slate-500">
                {index + 1}
              </span>
              <div className="min-w-0">
                <Link to={paths.article.to(article.slug || article.id)} className={`${linkClass} line-clamp-2`}>
                  {article.title}
                </Link>
                <p className="mt-1 text-xs/4 text-slate-500 dark:text-slate-400">
                  <DateTime value={article.publishedAt} />
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
    </>
  );
}
