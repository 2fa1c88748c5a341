/** What an import did: added, already on the list, repeated in the file, and the rows not imported with the reason. */
import { useEffect, useId, useRef } from 'react';
import {
  TableFrame, headerCellClass, labelledCellClass, rowClass, tableBodyClass, tableClass, tableHeadClass,
} from '../../../components/ui/data-table.js';
import { formatCount } from '../../../lib/numbers.js';
import type { ImportPlan } from '../import-plan.js';
import { importTexts as texts } from '../texts.js';

export interface ImportReport {
  readonly plan: ImportPlan;
  readonly alreadyListed: number;
  /** New addresses the import was to add. */
  readonly toAdd: number;
  /** Added: all of toAdd, or those written before a batch failed. */
  readonly added: number;
  readonly stopped: boolean;
}

/** The table shows this many rows; the count says how many more. */
const SHOWN_ROWS = 100;

export function ImportReportView({ report }: { readonly report: ImportReport }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { plan } = report;
  // The report replaces the progress: the focus moves to it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const skipped = [
    ...plan.invalid.map((item) => ({ row: item.row, value: item.value, reason: texts.reasons[item.reason] })),
    ...plan.repeated.map((item) => ({ row: item.row, value: item.value, reason: texts.repeats(item.firstRow) })),
  ].sort((a, b) => a.row - b.row);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none dark:text-white">
        {texts.report}
      </h3>
      {report.stopped && (
        <p role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          {texts.stopped(report.added, report.toAdd)}
        </p>
      )}
      <ul className="mt-2 space-y-1 text-sm text-slate-800 dark:text-slate-100">
        <li className="font-semibold text-green-800 dark:text-green-300">{texts.added(report.added)}</li>
        <li>{texts.alreadyListed(report.alreadyListed)}</li>
        <li>{texts.repeated(plan.repeated.length)}</li>
        <li>{texts.invalid(plan.invalid.length)}</li>
      </ul>
      {skipped.length > 0 && (
        <div className="mt-4">
          <TableFrame label={texts.skippedTable}>
            <table className={tableClass}>
              <caption className="px-4 pt-3 text-left text-sm font-semibold text-slate-900 dark:text-white">{texts.skippedTable}</caption>
              <thead className={tableHeadClass}>
                <tr>
                  <th scope="col" className={headerCellClass}>{texts.columns.row}</th>
                  <th scope="col" className={headerCellClass}>{texts.columns.value}</th>
                  <th scope="col" className={headerCellClass}>{texts.columns.reason}</th>
                </tr>
              </thead>
              <tbody className={tableBodyClass}>
                {skipped.slice(0, SHOWN_ROWS).map((item) => (
                  <tr key={item.row} className={rowClass}>
                    <td data-label={texts.columns.row} className={`${labelledCellClass} tabular-nums`}>{formatCount(item.row)}</td>
                    <td data-label={texts.columns.value} className={`${labelledCellClass} break-all md:max-w-md`}>{item.value}</td>
                    <td data-label={texts.columns.reason} className={labelledCellClass}>{item.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          {skipped.length > SHOWN_ROWS && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{texts.more(skipped.length - SHOWN_ROWS)}</p>}
        </div>
      )}
    </section>
  );
}
