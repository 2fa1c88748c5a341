/**
 * The admin dashboard's Articles tab: every article, newest created first, a page at a
 * time (title, category, status, created), with Edit and a Delete that asks Confirm or
 * Cancel and removes the article with its slug claims, likes, revisions, images and comments.
 * Exported for the app to compose into the dashboard (features do not import each other).
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  TableFrame, cellClass, headerCellClass, labelledCellClass, rowActionClass, rowClass, tableBodyClass, tableClass, tableHeadClass,
} from '../../../components/ui/data-table.js';
import { PagedList } from '../../../components/ui/paged-list.js';
import { categoryName } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { formatDate, isoDate } from '../../../lib/dates.js';
import { useCursorList } from '../../../lib/use-cursor-list.js';
import { listArticleRows, type ArticleQuery, type ArticlesCursor } from '../api/list-articles.js';
import { articlesTabTexts as tab, manageTexts as texts } from '../texts.js';
import type { ArticleRow } from '../types.js';
import { DeleteArticleButton } from './delete-article-button.js';
import { StatusBadge } from './status-badge.js';

const EVERY_ARTICLE: ArticleQuery = { status: 'all', category: 'all', search: '', sort: 'created' };
const rowKey = (row: ArticleRow): string => row.id;
const load = (cursor: ArticlesCursor | null) => listArticleRows(EVERY_ARTICLE, cursor);

export function ArticlesTab() {
  const list = useCursorList(load, rowKey);
  const [message, setMessage] = useState<string | null>(null);
  const { update } = list;
  const removed = useCallback(
    (row: ArticleRow) => {
      update((items) => items.filter((item) => item.id !== row.id));
      setMessage(texts.deleted(row.title));
    },
    [update],
  );

  return (
    <div>
      <p className="mb-4 text-sm">
        <Link to={paths.adminArticles.to()} className={rowActionClass}>
          {tab.manage}
        </Link>
      </p>
      <p role="status" className="mb-4 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {message}
      </p>
      <PagedList list={list} texts={{ ...texts, loadingMore: texts.loading }} empty={texts.empty}>
        {(rows, more) => (
          <>
            <TableFrame label={tab.tableLabel}>
              <table className={tableClass}>
                <thead className={tableHeadClass}>
                  <tr>
                    <th scope="col" className={headerCellClass}>{tab.columns.title}</th>
                    <th scope="col" className={headerCellClass}>{tab.columns.category}</th>
                    <th scope="col" className={headerCellClass}>{tab.columns.status}</th>
                    <th scope="col" className={headerCellClass}>{tab.columns.created}</th>
                    <th scope="col" className={headerCellClass}>{tab.columns.actions}</th>
                  </tr>
                </thead>
                <tbody className={tableBodyClass}>
                  {rows.map((row) => (
                    <tr key={row.id} className={`${rowClass} align-top`}>
                      <th scope="row" className={`${cellClass} font-semibold text-slate-900 md:max-w-md dark:text-white`}>
                        {row.title}
                      </th>
                      <td data-label={tab.columns.category} className={`${labelledCellClass} whitespace-nowrap`}>
                        {row.category ? categoryName(row.category) : '—'}
                      </td>
                      <td data-label={tab.columns.status} className={labelledCellClass}>
                        <StatusBadge status={row.status} />
                      </td>
                      <td data-label={tab.columns.created} className={`${labelledCellClass} whitespace-nowrap`}>
                        <time dateTime={isoDate(row.createdAt)}>{formatDate(row.createdAt)}</time>
                      </td>
                      <td className={cellClass}>
                        <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
                          <Link to={paths.adminEditArticle.to(row.id)} className={rowActionClass}>
                            {texts.edit} <span className="sr-only">{row.title}</span>
                          </Link>
                          <DeleteArticleButton row={row} onDeleted={() => removed(row)} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            {more}
          </>
        )}
      </PagedList>
    </div>
  );
}
