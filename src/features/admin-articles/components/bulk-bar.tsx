/**
 * Manage Articles' actions on the selected articles: how many are selected, a checkbox that
 * selects every row shown (above the table, so it is there in the phone's stacked rows too),
 * and Publish, Unpublish and Delete, each asked once with the number it acts on ("Delete 3
 * articles?"; focus goes to Cancel, so Enter never confirms by accident, and the buttons are
 * described by the question). Unpublish and Delete of published articles also say that
 * crawlers and networks keep what they fetched until the next deploy. While it runs,
 * the bar says how far it is (and how far a deleted article's comments are); at the end, how
 * many were done and each one that was not, with the reason. Focus then moves to that report.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import type { BulkAction, BulkOutcome } from '../bulk-actions.js';
import { bulkReport, type BulkReport } from '../bulk-actions.js';
import type { DiscussionProgress } from '../api/delete-discussion.js';
import { bulkTexts as texts, manageTexts } from '../texts.js';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'asking'; readonly action: BulkAction }
  | {
      readonly kind: 'running';
      readonly action: BulkAction;
      readonly count: number;
      readonly through: number;
      /** The comments of the article being deleted, while they go. */
      readonly comments?: DiscussionProgress;
    };

interface BulkBarProps {
  readonly selected: number;
  /** How many of the selected articles are published. */
  readonly selectedPublished: number;
  /** Rows on screen; the select-all checkbox acts on them. */
  readonly shown: number;
  readonly onSelectAll: (all: boolean) => void;
  /** Runs the action on the selection, telling how far it is; resolves with each article's outcome. */
  readonly run: (action: BulkAction, onProgress: (through: number, comments?: DiscussionProgress) => void) => Promise<readonly BulkOutcome[]>;
}

const ACTIONS: readonly BulkAction[] = ['publish', 'unpublish', 'delete'];

export function BulkBar({ selected, selectedPublished, shown, onSelectAll, run }: BulkBarProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [report, setReport] = useState<BulkReport | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const questionId = useId();
  const noteId = useId();

  useEffect(() => {
    if (phase.kind === 'asking') cancelButton.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected > 0 && selected < shown;
  }, [selected, shown]);

  const start = (action: BulkAction) => {
    const count = selected;
    setPhase({ kind: 'running', action, count, through: 0 });
    void run(action, (through, comments) => setPhase({ kind: 'running', action, count, through, ...(comments && { comments }) })).then((outcomes) => {
      setPhase({ kind: 'idle' });
      setReport(bulkReport(action, outcomes));
    });
  };

  const running = phase.kind === 'running';
  // Unpublishing or deleting what is public: what crawlers and networks fetched stays a while.
  const note = phase.kind === 'asking' && phase.action !== 'publish' && selectedPublished > 0 ? texts.fetchedCopies(selectedPublished) : null;
  const describedBy = note ? `${questionId} ${noteId}` : questionId;
  return (
    <div role="group" aria-label={texts.barLabel} className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
          <input
            ref={selectAll}
            type="checkbox"
            checked={shown > 0 && selected === shown}
            onChange={(event) => onSelectAll(event.target.checked)}
            disabled={running || shown === 0}
            className="size-5 shrink-0 accent-blue-600"
          />
          {texts.selectAll(shown)}
        </label>
        <p className="text-sm text-slate-700 tabular-nums dark:text-slate-200" aria-live="polite">
          {texts.selected(selected)}
        </p>
        {phase.kind !== 'asking' && (
          <div className="flex flex-wrap gap-2">
            {ACTIONS.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'delete' ? dangerButton : secondaryButton}
                disabled={selected === 0 || running}
                onClick={() => {
                  setReport(null);
                  setPhase({ kind: 'asking', action });
                }}
              >
                {texts.actions[action]}
              </button>
            ))}
          </div>
        )}
      </div>

      {phase.kind === 'asking' && (
        <div className="mt-3 flex flex-col gap-2">
          <p id={questionId} className="text-sm font-medium text-slate-900 dark:text-white">
            {texts.question[phase.action](selected)}
          </p>
          {note && (
            <p id={noteId} className="text-sm text-slate-700 dark:text-slate-300">
              {note}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={phase.action === 'delete' ? dangerButton : primaryButton}
              onClick={() => start(phase.action)}
              aria-describedby={describedBy}
            >
              {texts.confirm[phase.action](selected)}
            </button>
            <button ref={cancelButton} type="button" className={secondaryButton} onClick={() => setPhase({ kind: 'idle' })} aria-describedby={describedBy}>
              {texts.cancel}
            </button>
          </div>
        </div>
      )}

      <p role="status" className="mt-3 text-sm font-medium text-slate-800 empty:hidden dark:text-slate-100">
        {running && texts.progress[phase.action](Math.min(phase.through + 1, phase.count), phase.count)}
        {running && phase.comments && (
          <span className="block tabular-nums">{manageTexts.deletingComments(phase.comments.done, phase.comments.total)}</span>
        )}
      </p>

      <div aria-live="polite">
      {report && (
        <div ref={reportRef} tabIndex={-1} className="mt-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
          {report.done && <p className="font-medium text-green-800 dark:text-green-300">{report.done}</p>}
          {report.notDone && (
            <div className="mt-1 text-red-700 dark:text-red-300">
              <p className="font-medium">{report.notDone}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {report.failures.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      </div>
    </div>
  );
}
