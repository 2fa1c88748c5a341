/**
 * Export to CSV: reads every subscriber (not only the page on screen) a page at a time,
 * showing how far it got, then downloads subscribers_{date}.csv with the columns Email and
 * Date Subscribed. PapaParse loads with the first export. The button sits with the page's
 * actions and the progress below them, so neither moves the other.
 */
import { useState } from 'react';
import { readAllSubscribers } from '../api/read-all-subscribers.js';
import { downloadText } from '../download.js';
import { exportTexts as texts } from '../texts.js';

export type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly read: number }
  | { readonly kind: 'done'; readonly count: number; readonly file: string }
  | { readonly kind: 'failed' };

export function useSubscriberExport(): { readonly state: ExportState; readonly run: () => void } {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const run = () => {
    setState({ kind: 'running', read: 0 });
    Promise.all([import('../csv/subscriber-csv.js'), readAllSubscribers((read) => setState({ kind: 'running', read }))]).then(
      ([csv, rows]) => {
        const file = csv.exportFileName(new Date());
        downloadText(file, csv.subscribersCsv(rows), 'text/csv;charset=utf-8');
        setState({ kind: 'done', count: rows.length, file });
      },
      () => setState({ kind: 'failed' }),
    );
  };
  return { state, run };
}

/** `total`: the count of the list, for the progress; null while unknown. */
export function ExportProgress({ state, total }: { readonly state: ExportState; readonly total: number | null }) {
  const running = state.kind === 'running';
  // The count may be a moment old: never show more read than there are.
  const max = running ? Math.max(total ?? 0, state.read, 1) : 1;
  return (
    <div className="flex flex-wrap items-center gap-x-4">
      {running && <progress aria-label={texts.progressLabel} max={max} value={state.read} className="mt-3 h-3 w-full max-w-48 accent-blue-600" />}
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden dark:text-slate-200">
        {running && texts.reading(state.read, total)}
        {state.kind === 'done' && texts.done(state.count, state.file)}
      </p>
      <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {state.kind === 'failed' && texts.failed}
      </p>
    </div>
  );
}
