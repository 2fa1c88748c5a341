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
import {
  TableFrame, cellClass, headerCellClass, labelledCellClass, rowActionClass, rowClass, tableBodyClass, tableClass, tableHeadClass,
} from '../../../components/ui/data-table.js';
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

function ArticlesTable({ rows, onDeleted }: { readonly rows: readonly ArticleRow[]; readonly onDeleted: OnDeleted }) {
  return (
    <TableFrame label={texts.tableLabel}>
      <table className={tableClass}>
        <thead className={tableHeadClass}>
          <tr>
            <th scope="col" className={headerCellClass}>{texts.columns.title}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.category}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.status}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.date}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody className={tableBodyClass}>
          {rows.map((row) => (
            <ArticleRowView key={row.id} row={row} onDeleted={onDeleted} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ArticleRowView({ row, onDeleted }: { readonly row: ArticleRow; readonly onDeleted: OnDeleted }) {
  const date = row.publishedAt ?? row.createdAt;

  return (
    <tr className={`${rowClass} align-top`}>
      <td className={`${cellClass} md:max-w-md`}>
        <p className="font-semibold text-slate-900 dark:text-white">{row.title}</p>
        <p className="mt-1 line-clamp-2 text-slate-600 dark:text-slate-300">{row.summary}</p>
      </td>
      <td data-label={texts.columns.category} className={`${labelledCellClass} whitespace-nowrap`}>
        {row.category ? categoryName(row.category) : '—'}
      </td>
      <td data-label={texts.columns.status} className={labelledCellClass}>
        <StatusBadge status={row.status} />
      </td>
      <td data-label={texts.columns.date} className={`${labelledCellClass} whitespace-nowrap`}>
        <time dateTime={isoDate(date)}>{formatDate(date)}</time>
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
          {row.status === 'published' && (
            <a href={paths.article.to(row.slug || row.id)} target="_blank" rel="noopener noreferrer" className={rowActionClass}>
              {texts.view}
              <span className="sr-only">
                {' '}
                {row.title} {texts.opensInNewTab}
              </span>
            </a>
          )}
          <Link to={paths.adminEditArticle.to(row.id)} className={rowActionClass}>
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
