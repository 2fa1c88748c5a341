/**
 * An action under a comment that is asked twice, in place: Delete or Report, then the
 * question with the action again and Cancel. Focus goes to Cancel when the question
 * appears (Enter never confirms by accident) and back to the action when it is cancelled.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { actionLink, dangerLink } from './styles.js';

interface ConfirmTexts {
  readonly action: string;
  /** Said to screen readers after the action: what it acts on. */
  readonly target: string;
  readonly question: string;
  readonly working: string;
  readonly cancel: string;
}

interface ConfirmActionProps {
  readonly texts: ConfirmTexts;
  /** Resolves with what went wrong, or null once done. */
  readonly onConfirm: () => Promise<string | null>;
  readonly danger?: boolean;
}

export function ConfirmAction({ texts, onConfirm, danger = false }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (opened.current) action.current?.focus();
    opened.current = asking;
  }, [asking]);

  const confirm = () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    void onConfirm().then((found) => {
      setBusy(false);
      setProblem(found);
      if (!found) setAsking(false);
    });
  };

  if (!asking) {
    return (
      <button ref={action} type="button" className={actionLink} onClick={() => setAsking(true)}>
        {texts.action} <span className="sr-only">{texts.target}</span>
      </button>
    );
  }
  return (
    <span className="flex basis-full flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-800/70">
      <span id={questionId} className="text-sm text-slate-800 dark:text-slate-100">
        {texts.question}
      </span>
      <span className="flex gap-4">
        <button type="button" className={danger ? dangerLink : `${actionLink} font-semibold text-slate-900 dark:text-white`} onClick={confirm} aria-disabled={busy} aria-describedby={questionId}>
          {busy ? texts.working : texts.action}
        </button>
        <button ref={cancel} type="button" className={actionLink} onClick={() => !busy && setAsking(false)} aria-disabled={busy} aria-describedby={questionId}>
          {texts.cancel}
        </button>
      </span>
      <span role="alert" className="basis-full text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {problem}
      </span>
    </span>
  );
}
