/** The subscribers table: e-mail, date subscribed, status (always Active), Remove with Confirm or Cancel. */
import {
  TableFrame, cellClass, headerCellClass, labelledCellClass, rowClass, tableBodyClass, tableClass, tableHeadClass,
} from '../../../components/ui/data-table.js';
import { InlineConfirm } from '../../../components/ui/inline-confirm.js';
import { formatDate, isoDate } from '../../../lib/dates.js';
import { subscribersTexts as texts } from '../texts.js';
import type { SubscriberRow } from '../types.js';

interface SubscribersTableProps {
  readonly rows: readonly SubscriberRow[];
  readonly onRemove: (row: SubscriberRow) => Promise<void>;
}

export function SubscribersTable({ rows, onRemove }: SubscribersTableProps) {
  return (
    <TableFrame label={texts.tableLabel}>
      <table className={tableClass}>
        <thead className={tableHeadClass}>
          <tr>
            <th scope="col" className={headerCellClass}>{texts.columns.email}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.subscribedAt}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.status}</th>
            <th scope="col" className={headerCellClass}>{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody className={tableBodyClass}>
          {rows.map((row) => (
            <tr key={row.email} className={`${rowClass} align-top`}>
              <th scope="row" className={`${cellClass} font-medium break-all text-slate-900 md:whitespace-nowrap dark:text-white`}>
                {row.email}
              </th>
              <td data-label={texts.columns.subscribedAt} className={`${labelledCellClass} whitespace-nowrap`}>
                <time dateTime={isoDate(row.subscribedAt)}>{formatDate(row.subscribedAt)}</time>
              </td>
              <td data-label={texts.columns.status} className={labelledCellClass}>
                <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-200">
                  {texts.active}
                </span>
              </td>
              <td className={cellClass}>
                <InlineConfirm
                  texts={{
                    action: texts.remove,
                    target: row.email,
                    question: texts.removeQuestion(row.email),
                    confirm: texts.confirm,
                    cancel: texts.cancel,
                    working: texts.removing,
                    failed: texts.deleteFailed,
                  }}
                  onConfirm={() => onRemove(row)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
