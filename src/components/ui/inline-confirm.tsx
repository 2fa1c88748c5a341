/**
 * A destructive action asked twice, in place: the action, then its question with Confirm
 * and Cancel. Focus moves to Cancel when the question appears (Enter never confirms by
 * accident) and back to the action when it is cancelled; both buttons are described by the
 * question (and its note), so a screen reader says it with them. While it runs, a status
 * under them can say how far it is. A failure is said beside the buttons (by its error, when
 * the caller says how) and the action can be confirmed again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { dangerButton, secondaryButton } from './buttons.js';
import { dangerActionClass } from './data-table.js';

export interface InlineConfirmTexts {
  /** The action, e.g. Remove. */
  readonly action: string;
  /** Said to screen readers after the action: what it acts on. */
  readonly target: string;
  readonly question: string;
  /** A second, quieter sentence under the question: what else follows from the action. */
  readonly note?: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly working: string;
  readonly failed: string;
}

interface InlineConfirmProps {
  readonly texts: InlineConfirmTexts;
  /** Resolves when done (the caller then usually removes the row); rejects on failure. */
  readonly onConfirm: () => Promise<void>;
  /** While onConfirm runs, how far it is (null until it says); a status is there when given. */
  readonly progress?: string | null;
  /** What a failure says, by its error; texts.failed unless given. */
  readonly failure?: (error: unknown) => string;
  /** The action as a button rather than a link-styled text. */
  readonly actionClassName?: string;
}

export function InlineConfirm({ texts, onConfirm, progress, failure, actionClassName = dangerActionClass }: InlineConfirmProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  const questionId = useId();
  const noteId = useId();
  const describedBy = texts.note ? `${questionId} ${noteId}` : questionId;

  useEffect(() => {
    if (asking) cancelButton.current?.focus();
    else if (opened.current) actionButton.current?.focus();
    opened.current = asking;
  }, [asking]);

  const confirm = () => {
    setBusy(true);
    setError(null);
    onConfirm().then(
      () => setBusy(false),
      (reason: unknown) => {
        setBusy(false);
        setError(failure ? failure(reason) : texts.failed);
      },
    );
  };

  if (!asking) {
    return (
      <button ref={actionButton} type="button" className={actionClassName} onClick={() => setAsking(true)}>
        {texts.action} <span className="sr-only">{texts.target}</span>
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p id={questionId} className="text-sm">
        {texts.question}
      </p>
      {texts.note && (
        <p id={noteId} className="text-sm text-slate-600 dark:text-slate-300">
          {texts.note}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={dangerButton} onClick={confirm} disabled={busy} aria-describedby={describedBy}>
          {busy ? texts.working : texts.confirm}
        </button>
        <button
          ref={cancelButton}
          type="button"
          className={secondaryButton}
          aria-describedby={describedBy}
          onClick={() => {
            setAsking(false);
            setError(null);
          }}
          disabled={busy}
        >
          {texts.cancel}
        </button>
      </div>
      {progress !== undefined && (
        <p role="status" className="text-sm font-medium text-slate-800 tabular-nums empty:hidden dark:text-slate-100">
          {busy ? progress : null}
        </p>
      )}
      <p role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-300">
        {error}
      </p>
    </div>
  );
}
