/**
 * Manage articles (/admin/articles): status and category filters and a search by
 * title, a table of every article (title with summary, category, status, date) with View
 * (published only, in a new tab), Edit and Delete (Confirm or Cancel), a page at a time.
 */
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { primaryButton } from '../../../components/ui/buttons.js';
import { inputBorder, inputClass, labelClass } from '../../../components/ui/form-styles.js';
import { InlineConfirm } from '../../../components/ui/inline-confirm.js';
import { AdminPage } from '../../../components/ui/admin-page.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { SearchForm } from '../../../components/ui/search-form.js';
import { categoryName, isCategoryId } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { formatDate, isoDate } from '../../../lib/dates.js';
import type { PageCursor } from '../../../lib/firebase/cursor-page.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { deleteArticle } from '../api/delete-article.js';
import { CategoryOptions } from '../components/category-options.js';
import { FeedsNotice } from '../components/feeds-notice.js';
import { StatusBadge } from '../components/status-badge.js';
import { listArticleRows, type ArticleQuery } from '../api/list-articles.js';
import { deleteArticleTexts, manageTexts as texts } from '../texts.js';
import type { ArticleRow } from '../types.js';

const rowKey = (row: ArticleRow): string => row.id;

const INITIAL: ArticleQuery = { status: 'all', category: 'all', search: '' };

export function ManageArticlesPage() {
  const [filter, setFilter] = useState<ArticleQuery>(INITIAL);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback((cursor: PageCursor | null) => listArticleRows(filter, cursor), [filter]);
  const list = useCursorList(load, rowKey);

  const change = (next: Partial<ArticleQuery>) => setFilter((current) => ({ ...current, ...next }));

  const { update } = list;
  const removed = useCallback(
    (row: ArticleRow) => {
      update((items) => items.filter((other) => other.id !== row.id));
      setMessage(texts.deleted(row.title));
    },
    [update],
  );

  return (
    <AdminPage
      title={texts.title}
      description={texts.description}
      actions={
        <Link to={paths.adminCreateArticle.to()} className={primaryButton}>
          {texts.newArticle}
        </Link>
      }
    >
      <FeedsNotice />
      <Filters filter={filter} onChange={change} />
      <p role="status" className="mt-4 text-sm text-green-800 empty:hidden dark:text-green-300">
        {message}
      </p>

      <div className="mt-6">
        <PagedList list={list} texts={{ ...texts, loadingMore: texts.loading }} empty={texts.empty}>
          {(rows, more) => (
            <>
              <ArticlesTable rows={rows} onDeleted={removed} />
              {more}
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}

function Filters({ filter, onChange }: { readonly filter: ArticleQuery; readonly onChange: (next: Partial<ArticleQuery>) => void }) {
  const id = useId();
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-[10rem_14rem_minmax(0,1fr)] sm:items-end">
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          {texts.statusFilter}
        </label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value === 'published' || event.target.value === 'draft' ? event.target.value : 'all' })}
          className={`${inputClass} ${inputBorder(false)}`}
        >
          <option value="all">{texts.all}</option>
          <option value="published">{texts.published}</option>
          <option value="draft">{texts.draft}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {texts.categoryFilter}
        </label>
        <select
          id={`${id}-category`}
          value={filter.category}
          onChange={(event) => onChange({ category: isCategoryId(event.target.value) ? event.target.value : 'all' })}
          className={`${inputClass} ${inputBorder(false)}`}
        >
          <CategoryOptions first={{ value: 'all', label: texts.allCategories }} />
        </select>
      </div>
      <SearchForm label={texts.search} searchLabel={texts.searchButton} clearLabel={texts.clearSearch} applied={filter.search} onSearch={(search) => onChange({ search })} />
    </div>
  );
}

type OnDeleted = (row: ArticleRow) => void;

/**
 * A table on wide screens; on a phone each article is a stacked block (title, then its
 * category, status and date, each named by its column, then the actions), so nothing
 * pans sideways (Chromium and Firefox keep a table's semantics whatever its display).
 */
const HEADER_CELL = 'px-4 py-3 font-semibold';
/** A cell that shows its column's name before it on a phone (the header row is hidden there). */
const LABELLED_CELL =
  'px-4 py-3 max-md:inline-block max-md:py-1 max-md:pr-0 max-md:pl-4 max-md:before:mr-1 max-md:before:text-slate-600 max-md:before:content-[attr(data-label)":"] dark:max-md:before:text-slate-300';

function ArticlesTable({ rows, onDeleted }: { readonly rows: readonly ArticleRow[]; readonly onDeleted: OnDeleted }) {
  return (
    // relative: the containing block of the actions' screen-reader texts, which would otherwise widen the page.
    <div className="relative rounded-lg border border-slate-200 md:overflow-x-auto dark:border-slate-700">
      <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
        <thead className="bg-slate-50 text-slate-700 max-md:sr-only dark:bg-slate-900 dark:text-slate-200">
          <tr>
            <th scope="col" className={HEADER_CELL}>{texts.columns.title}</th>
            <th scope="col" className={HEADER_CELL}>{texts.columns.category}</th>
            <th scope="col" className={HEADER_CELL}>{texts.columns.status}</th>
            <th scope="col" className={HEADER_CELL}>{texts.columns.date}</th>
            <th scope="col" className={HEADER_CELL}>{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-md:block dark:divide-slate-800">
          {rows.map((row) => (
            <ArticleRowView key={row.id} row={row} onDeleted={onDeleted} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ArticleRowView({ row, onDeleted }: { readonly row: ArticleRow; readonly onDeleted: OnDeleted }) {
  const date = row.publishedAt ?? row.createdAt;
  const link = 'font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300';

  return (
    <tr className="align-top text-slate-800 max-md:block max-md:py-2 dark:text-slate-100">
      <td className="px-4 py-3 max-md:block max-md:pb-1 md:max-w-md">
        <p className="font-semibold text-slate-900 dark:text-white">{row.title}</p>
        <p className="mt-1 line-clamp-2 text-slate-600 dark:text-slate-300">{row.summary}</p>
      </td>
      <td data-label={texts.columns.category} className={`${LABELLED_CELL} whitespace-nowrap`}>
        {row.category ? categoryName(row.category) : '—'}
      </td>
      <td data-label={texts.columns.status} className={LABELLED_CELL}>
        <StatusBadge status={row.status} />
      </td>
      <td data-label={texts.columns.date} className={`${LABELLED_CELL} whitespace-nowrap`}>
        <time dateTime={isoDate(date)}>{formatDate(date)}</time>
      </td>
      <td className="px-4 py-3 max-md:block max-md:pt-2">
        <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
          {row.status === 'published' && (
            <a href={paths.article.to(row.slug || row.id)} target="_blank" rel="noopener noreferrer" className={link}>
              {texts.view}
              <span className="sr-only">
                {' '}
                {row.title} {texts.opensInNewTab}
              </span>
            </a>
          )}
          <Link to={paths.adminEditArticle.to(row.id)} className={link}>
            {texts.edit}
            <span className="sr-only"> {row.title}</span>
          </Link>
          <InlineConfirm
            texts={deleteArticleTexts(row.title)}
            onConfirm={() => deleteArticle(row.id).then(() => onDeleted(row))}
          />
        </div>
      </td>
    </tr>
  );
}
