/**
 * Manage Articles' Re-index search (api/reindex-search.ts): what it does, the button, and
 * while it runs how far it is ("Re-indexed 40 of 120 articles…"); at the end how many were
 * re-indexed and each article that was not, with the reason, or where it stopped and why.
 */
import { ReindexStoppedError, reindexSearch, type ReindexProgress, type ReindexResult } from '../api/reindex-search.js';
import { errorMessage } from '../api/error-message.js';
import { reindexTexts as texts } from '../texts.js';
import { SiteTaskPanel, useTaskState } from './site-task-panel.js';

type Run =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: ReindexProgress | null }
  | { readonly kind: 'finished'; readonly result: ReindexResult }
  | { readonly kind: 'stopped'; readonly error: ReindexStoppedError };

export function ReindexSearch() {
  const [run, show] = useTaskState<Run>({ kind: 'idle' });

  const start = () => {
    show({ kind: 'running', progress: null });
    reindexSearch((progress) => show({ kind: 'running', progress })).then(
      (result) => show({ kind: 'finished', result }),
      (error: unknown) =>
        show({ kind: 'stopped', error: error instanceof ReindexStoppedError ? error : new ReindexStoppedError(null, [], errorMessage(error)) }),
    );
  };

  const failures = run.kind === 'finished' ? run.result.failures : run.kind === 'stopped' ? run.error.failures : [];
  return (
    <SiteTaskPanel texts={texts} running={run.kind === 'running'} onStart={start}>
      {run.kind === 'running' && (
        <p className="font-medium text-slate-800 tabular-nums dark:text-slate-100">
          {run.progress ? texts.progress(run.progress.done, run.progress.total) : texts.counting}
        </p>
      )}
      {run.kind === 'finished' && <p className="font-medium text-green-800 dark:text-green-300">{texts.done(run.result.done, run.result.total)}</p>}
      {run.kind === 'stopped' && (
        <p className="font-medium text-red-700 dark:text-red-300">
          {run.error.progress ? texts.stopped(run.error.progress.done, run.error.progress.total, run.error.reason) : texts.notStarted}
        </p>
      )}
      {failures.length > 0 && (
        <div className="mt-2 text-red-700 dark:text-red-300">
          <p className="font-medium">{texts.notDone(failures.length)}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {failures.map((failure, index) => (
              <li key={index}>{texts.failure(failure.title, failure.reason)}</li>
            ))}
          </ul>
        </div>
      )}
    </SiteTaskPanel>
  );
}
