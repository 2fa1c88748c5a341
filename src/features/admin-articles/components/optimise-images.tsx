/**
 * Manage Articles' Optimise images (api/optimise-images.ts), built like Re-index search:
 * what it does, the button, and while it runs how far it is and which article it is on;
 * at the end how many images were stored in sizes and kept as they are, and each image that
 * was not converted, with its article and the reason, or where it stopped and why.
 * The encoder (the upload code) is loaded when the button is pressed, never with the page.
 */
import { errorMessage } from '../api/error-message.js';
import type { OptimiseProgress, OptimiseReport, OptimiseResult, OptimiseStoppedError } from '../api/optimise-images.js';
import { optimiseTexts as texts } from '../texts.js';
import type { Writer } from '../types.js';
import { SiteTaskPanel, useTaskState } from './site-task-panel.js';

type Run =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: OptimiseProgress | null }
  | { readonly kind: 'finished'; readonly result: OptimiseResult }
  | { readonly kind: 'stopped'; readonly error: OptimiseStoppedError }
  /** It could not run at all (signed out, or its code could not be loaded). */
  | { readonly kind: 'failed'; readonly reason: string };

export function OptimiseImages({ writer }: { readonly writer: Writer | null }) {
  const [run, show] = useTaskState<Run>({ kind: 'idle' });

  const start = () => {
    if (!writer) {
      show({ kind: 'failed', reason: texts.signedOut });
      return;
    }
    show({ kind: 'running', progress: null });
    import('../api/optimise-images.js')
      .then(({ optimiseImages, OptimiseStoppedError }) =>
        optimiseImages(writer, (progress) => show({ kind: 'running', progress })).then(
          (result) => show({ kind: 'finished', result }),
          (error: unknown) => show(error instanceof OptimiseStoppedError ? { kind: 'stopped', error } : { kind: 'failed', reason: errorMessage(error) }),
        ),
      )
      .catch((error: unknown) => show({ kind: 'failed', reason: errorMessage(error) }));
  };

  // Stopped before the first article, there is nothing to report.
  const report = run.kind === 'finished' ? run.result : run.kind === 'stopped' && run.error.progress ? run.error.report : null;
  return (
    <SiteTaskPanel texts={texts} running={run.kind === 'running'} onStart={start}>
      {run.kind === 'running' && <Progress progress={run.progress} />}
      {run.kind === 'finished' && <p className="font-medium text-green-800 dark:text-green-300">{texts.done(run.result.total)}</p>}
      {run.kind === 'stopped' && (
        <p className="font-medium text-red-700 dark:text-red-300">
          {run.error.progress ? texts.stopped(run.error.progress.done, run.error.progress.total, run.error.reason) : texts.notStarted}
        </p>
      )}
      {run.kind === 'failed' && <p className="font-medium text-red-700 dark:text-red-300">{run.reason}</p>}
      {report && <Report report={report} />}
    </SiteTaskPanel>
  );
}

function Progress({ progress }: { readonly progress: OptimiseProgress | null }) {
  return (
    <>
      <p className="font-medium text-slate-800 tabular-nums dark:text-slate-100">{progress ? texts.progress(progress.done, progress.total) : texts.counting}</p>
      {progress?.current && <p className="mt-1 break-words text-slate-700 dark:text-slate-300">{texts.current(progress.current)}</p>}
    </>
  );
}

function Report({ report }: { readonly report: OptimiseReport }) {
  return (
    <>
      <ul className="mt-1 text-slate-800 dark:text-slate-100">
        <li>{texts.converted(report.converted)}</li>
        <li>{texts.kept(report.kept)}</li>
      </ul>
      {report.failures.length > 0 && (
        <div className="mt-2 text-red-700 dark:text-red-300">
          <p className="font-medium">{texts.notDone(report.failures.length)}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
            {report.failures.map((failure, index) => (
              <li key={index}>{texts.failure(failure.title, failure.image, failure.reason)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
