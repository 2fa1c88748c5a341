import type { IdeaStatus } from '../../../lib/trade-record.js';
import { articleTexts } from '../texts.js';

const TONE: Readonly<Record<IdeaStatus, string>> = {
  open: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  'target-hit': 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'stopped-out': 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  closed: 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  expired: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
};

/** Where a trade idea stands, as a label: open, target hit, stopped out, closed or expired. */
export function IdeaStatusBadge({ status }: { readonly status: IdeaStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-normal normal-case ${TONE[status]}`}>
      {articleTexts.ideaStatus[status]}
    </span>
  );
}
