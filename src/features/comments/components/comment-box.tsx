/**
 * The box a comment is written in: the text (up to 2,000 characters, counted as one types),
 * the writer's position in one of the article's securities, and the button. Used for a new
 * comment, a reply and an edit. A failure is said under it (role="alert"), and the text
 * stays, to post again.
 */
import { useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { tallyKey } from '../../../lib/comments/comment-from-doc.js';
import { MAX_COMMENT, type CommentPosition, type PositionSide } from '../../../lib/comments/model.js';
import type { CommentDraft } from '../hooks/use-comment-draft.js';
import { discussionTexts as texts } from '../texts.js';
import { actionLink, postButton } from './styles.js';

const SIDES: readonly PositionSide[] = ['long', 'short', 'none'];

interface CommentBoxProps {
  readonly label: string;
  /** The label is for screen readers only (a reply box, under the comment it answers). */
  readonly labelHidden?: boolean;
  readonly draft: CommentDraft;
  readonly onDraft: (draft: CommentDraft) => void;
  /** The article's securities: a position may be stated in one of them. None: no choice. */
  readonly tickers: readonly string[];
  readonly submitLabel: string;
  readonly busyLabel: string;
  /** Resolves with what went wrong, or null once done. Absent: `instead` stands where the button would. */
  readonly onSubmit?: (draft: CommentDraft) => Promise<string | null>;
  readonly onCancel?: () => void;
  readonly instead?: ReactNode;
  /** A line under the box (what a guest's login keeps). */
  readonly note?: ReactNode;
  readonly textareaRef?: RefObject<HTMLTextAreaElement | null>;
  readonly rows?: number;
}

export function CommentBox({ label, labelHidden = false, draft, onDraft, tickers, submitLabel, busyLabel, onSubmit, onCancel, instead, note, textareaRef, rows = 4 }: CommentBoxProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const positions = tickers.flatMap((ticker) => SIDES.map((side): CommentPosition => ({ ticker, side })));
  // A position the article no longer offers (a draft kept from before an edit) is not offered.
  const position = draft.position && positions.some((offered) => tallyKey(offered) === tallyKey(draft.position!)) ? draft.position : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit || busy) return;
    setBusy(true);
    setProblem(null);
    void onSubmit({ body: draft.body, position }).then((found) => {
      setBusy(false);
      setProblem(found);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-100'}>
        {label}
      </label>
      <div className="rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:focus-within:border-slate-400">
        <textarea
          ref={textareaRef}
          id={`${id}-text`}
          value={draft.body}
          onChange={(event) => onDraft({ body: event.target.value, position })}
          rows={rows}
          maxLength={MAX_COMMENT}
          aria-describedby={`${id}-count`}
          aria-invalid={problem !== null}
          className="block w-full resize-y rounded-t-md border-0 bg-transparent px-3 py-2 text-base/7 text-slate-900 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 dark:text-white"
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-b-md border-t border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-800/60">
          {positions.length > 0 ? (
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <label htmlFor={`${id}-position`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
                {texts.positionLabel}
              </label>
              <select
                id={`${id}-position`}
                value={position ? tallyKey(position) : ''}
                onChange={(event) => onDraft({ body: draft.body, position: positions.find((offered) => tallyKey(offered) === event.target.value) ?? null })}
                aria-describedby={`${id}-position-hint`}
                className="max-w-full rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
              >
                <option value="">{texts.noPosition}</option>
                {tickers.map((ticker) => (
                  <optgroup key={ticker} label={ticker}>
                    {SIDES.map((side) => (
                      <option key={side} value={tallyKey({ ticker, side })}>
                        {texts.positionOption(ticker, side)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          ) : (
            <span />
          )}
          <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
            <p id={`${id}-count`} className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
              <span aria-hidden="true">{texts.characters(draft.body.length)}</span>
              <span className="sr-only">{texts.charactersSaid(draft.body.length)}</span>
            </p>
            {onCancel && (
              <button type="button" onClick={onCancel} className={actionLink}>
                {texts.cancel}
              </button>
            )}
            {onSubmit ? (
              <button type="submit" aria-disabled={busy} aria-busy={busy} className={postButton}>
                {busy ? busyLabel : submitLabel}
              </button>
            ) : (
              instead
            )}
          </div>
        </div>
      </div>
      {positions.length > 0 && (
        <p id={`${id}-position-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {texts.positionHint}
        </p>
      )}
      {note}
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {problem}
      </p>
    </form>
  );
}
