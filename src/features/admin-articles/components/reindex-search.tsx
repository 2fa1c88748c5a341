/**
 * Manage Articles' Re-index search (api/reindex-search.ts): what it does, the button, and
 * while it runs how far it is ("Re-indexed 40 of 120 articles…"); at the end how many were
 * re-indexed and each article that was not, with the reason, or where it stopped and why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { ReindexStoppedError, reindexSearch, type ReindexProgress, type ReindexResult } from '../api/reindex-search.js';
import { errorMessage } from '../api/error-message.js';
import { reindexTexts as texts } from '../texts.js';

type Run =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: ReindexProgress | null }
  | { readonly kind: 'finished'; readonly result: ReindexResult }
  | { readonly kind: 'stopped'; readonly error: ReindexStoppedError };

export function ReindexSearch() {
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const mounted = useRef(true);
  const id = useId();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = () => {
    setRun({ kind: 'running', progress: null });
    const show = (next: Run) => {
      if (mounted.current) setRun(next);
    };
    reindexSearch((progress) => show({ kind: 'running', progress })).then(
      (result) => show({ kind: 'finished', result }),
      (error: unknown) =>
        show({ kind: 'stopped', error: error instanceof ReindexStoppedError ? error : new ReindexStoppedError(null, [], errorMessage(error)) }),
    );
  };

  const failures = run.kind === 'finished' ? run.result.failures : run.kind === 'stopped' ? run.error.failures : [];
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {texts.heading}
      </h2>
      <p id={`${id}-description`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {texts.description}
      </p>
      <button
        type="button"
        className={`mt-3 ${secondaryButton}`}
        onClick={start}
        disabled={run.kind === 'running'}
        aria-describedby={`${id}-description`}
      >
        {texts.button}
      </button>
      <div role="status" className="mt-3 text-sm empty:hidden">
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
      </div>
    </section>
  );
}
