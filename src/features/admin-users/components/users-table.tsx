/**
 * The users table: name, e-mail, role, joined, last login (or Never). The role cell is
 * the caller's: a dropdown on Manage Users, plain text on the dashboard's Users tab.
 */
import type { ReactNode } from 'react';
import {
  TableFrame, cellClass, headerCellClass, labelledCellClass, rowClass, tableBodyClass, tableClass, tableHeadClass,
} from '../../../components/ui/data-table.js';
import { formatDate, isoDate } from '../../../lib/dates.js';
import { usersTexts as texts } from '../texts.js';
import type { UserRow } from '../types.js';

interface UsersTableProps {
  readonly label: string;
  readonly rows: readonly UserRow[];
  readonly roleCell: (row: UserRow) => ReactNode;
  /** The signed-in admin, marked "You". */
  readonly selfUid?: string;
}

function When({ date, otherwise }: { readonly date: Date | null; readonly otherwise?: string }) {
  if (!date && otherwise) return <>{otherwise}</>;
  return <time dateTime={isoDate(date)}>{formatDate(date)}</time>;
}

export function UsersTable({ label, rows, roleCell, selfUid }: UsersTableProps) {
  return (
    <TableFrame label={label}>
      <table className={tableClass}>
        <thead className={tableHeadClass}>
          <tr>
            <th scope="col" className={headerCellClass}>{texts.columns.name}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.email}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.role}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.joined}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.lastLogin}</th>
          </tr>
        </thead>
        <tbody className={tableBodyClass}>
          {rows.map((row) => (
            <tr key={row.uid} className={`${rowClass} align-middle`}>
              <th scope="row" className={`${cellClass} font-semibold text-slate-900 dark:text-white`}>
                {row.name || <span className="text-slate-600 italic dark:text-slate-300">{texts.noName}</span>}
                {row.uid === selfUid && (
                  <>
                    {' '}
                    <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                      {texts.you}
                    </span>
                  </>
                )}
              </th>
              <td className={`${cellClass} break-all md:whitespace-nowrap`}>{row.email}</td>
              <td className={cellClass}>{roleCell(row)}</td>
              <td data-label={texts.columns.joined} className={`${labelledCellClass} whitespace-nowrap`}>
                <When date={row.createdAt} />
              </td>
              <td data-label={texts.columns.lastLogin} className={`${labelledCellClass} whitespace-nowrap`}>
                <When date={row.lastLogin} otherwise={texts.never} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

const roleBadge = {
  admin: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  subscriber: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
} as const;

export function RoleBadge({ row }: { readonly row: UserRow }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${roleBadge[row.role]}`}>{texts.roleNames[row.role]}</span>;
}
