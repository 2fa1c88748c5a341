/**
 * Manage Articles' table: a checkbox to select each row (for the bulk actions), the title
 * with its summary, category, status, the time of the chosen order (how long ago within a
 * day, then the date and time), and View (published
 * only, in a new tab), Edit and Delete (Confirm or Cancel, then how far its comments are).
 * On a phone each row is a stacked block with the checkbox beside the title.
 */
import { Link } from 'react-router-dom';
import {
  TableFrame, cellClass, headerCellClass, labelledCellClass, rowActionClass, rowClass, tableBodyClass, tableClass, tableHeadClass,
} from '../../../components/ui/data-table.js';
import { categoryName } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { isoDate } from '../../../lib/dates.js';
import { useNow } from '../../../lib/use-now.js';
import type { ArticleSort } from '../api/list-articles.js';
import { bulkTexts, manageTexts as texts } from '../texts.js';
import type { ArticleRow } from '../types.js';
import { exactTime, relativeTime } from '../revision-time.js';
import { DeleteArticleButton } from './delete-article-button.js';
import { StatusBadge } from './status-badge.js';

interface ArticlesTableProps {
  readonly rows: readonly ArticleRow[];
  readonly sort: ArticleSort;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (row: ArticleRow, selected: boolean) => void;
  readonly onDeleted: (row: ArticleRow) => void;
  /** While a bulk action runs, the selection stays as it is. */
  readonly locked: boolean;
}

export function ManageArticlesTable({ rows, sort, selected, onSelect, onDeleted, locked }: ArticlesTableProps) {
  return (
    <TableFrame label={texts.tableLabel}>
      <table className={tableClass}>
        <thead className={tableHeadClass}>
          <tr>
            <th scope="col" className={`${headerCellClass} w-12`}>
              <span className="sr-only">{bulkTexts.selectColumn}</span>
            </th>
            <th scope="col" className={headerCellClass}>{texts.columns.title}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.category}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.status}</th>
            <th scope="col" className={headerCellClass}>{bulkTexts.sorts[sort]}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody className={tableBodyClass}>
          {rows.map((row) => (
            <ArticleRowView key={row.id} row={row} sort={sort} selected={selected.has(row.id)} onSelect={onSelect} onDeleted={onDeleted} locked={locked} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

interface RowProps {
  readonly row: ArticleRow;
  readonly sort: ArticleSort;
  readonly selected: boolean;
  readonly onSelect: (row: ArticleRow, selected: boolean) => void;
  readonly onDeleted: (row: ArticleRow) => void;
  readonly locked: boolean;
}

function ArticleRowView({ row, sort, selected, onSelect, onDeleted, locked }: RowProps) {
  const date = sort === 'updated' ? row.updatedAt : sort === 'created' ? row.createdAt : row.publishedAt;
  const now = useNow();
  return (
    <tr className={`${rowClass} align-top max-md:flow-root ${selected ? 'bg-blue-50 dark:bg-blue-950/40' : ''}`}>
      <td className={`${cellClass} max-md:float-left max-md:pr-1`}>
        <input
          type="checkbox"
          aria-label={bulkTexts.selectRow(row.title)}
          checked={selected}
          disabled={locked}
          onChange={(event) => onSelect(row, event.target.checked)}
          className="mt-0.5 size-5 accent-blue-600"
        />
      </td>
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
      <td data-label={bulkTexts.sorts[sort]} className={`${labelledCellClass} whitespace-nowrap`}>
        {/* As Ghost says it: "5 minutes ago" within a day, then the date and time; the exact time on hover. */}
        {date ? (
          <time dateTime={isoDate(date)} title={exactTime(date)}>
            {relativeTime(date, now)}
          </time>
        ) : (
          '—'
        )}
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
          <DeleteArticleButton row={row} onDeleted={() => onDeleted(row)} />
        </div>
      </td>
    </tr>
  );
}
