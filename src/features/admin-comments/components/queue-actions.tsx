/**
 * What a moderator does to one comment, each one click with its result said beside the
 * buttons (a status; a failure as an alert, with the row as it was): Keep (while it awaits
 * review), Hide or Restore, Block (asked first) or Unblock its writer, and Delete, asked first. Hide and
 * Restore share a place, as Block and Unblock do, so the focus stays on the button pressed;
 * when Keep goes, the focus moves to the first action left. A comment whose article is gone
 * (its deletion cut short) has no count to move, which hiding and restoring need: it is
 * kept, its writer blocked, or deleted.
 */
import { useRef, useState } from 'react';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { InlineConfirm } from '../../../components/ui/inline-confirm.js';
import { hideRow, keepRow, restoreRow, setWriterBlocked } from '../api/queue-actions.js';
import { commentsTexts as texts } from '../texts.js';
import type { QueueRow } from '../types.js';

type Action = 'keep' | 'hide' | 'restore' | 'block' | 'unblock';

type Result = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

interface QueueActionsProps {
  readonly row: QueueRow;
  readonly name: string;
  /** The row as it now stands. */
  readonly onChange: (row: QueueRow) => void;
  /** Every row of the writer's shows it. */
  readonly onWriterBlocked: (uid: string, blocked: boolean) => void;
  /** Resolves once deleted (the page removes the row); rejects on failure. */
  readonly onDelete: (row: QueueRow) => Promise<void>;
}

const FAILED: Record<Action, string> = {
  keep: texts.keepFailed,
  hide: texts.hideFailed,
  restore: texts.restoreFailed,
  block: texts.blockFailed,
  unblock: texts.unblockFailed,
};

export function QueueActions({ row, name, onChange, onWriterBlocked, onDelete }: QueueActionsProps) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [result, setResult] = useState<Result>(null);
  const group = useRef<HTMLDivElement>(null);
  const { comment, writer } = row;

  /** The button that takes the focus when it appears: Unblock, in the place of a confirmed Block. */
  const focusWhenShown = useRef<Action | null>(null);

  /** The focus stays in the row: on the button pressed, or the first one left. */
  const keepFocus = () =>
    requestAnimationFrame(() => {
      if (group.current && !group.current.contains(document.activeElement)) group.current.querySelector('button')?.focus();
    });

  const perform = async (action: Action): Promise<string> => {
    switch (action) {
      case 'keep':
        onChange(await keepRow(row));
        return texts.kept;
      case 'hide':
        onChange(await hideRow(row));
        return texts.hidden;
      case 'restore':
        onChange(await restoreRow(row));
        return texts.restored;
      case 'block':
      case 'unblock': {
        const blocked = action === 'block';
        await setWriterBlocked(row, blocked);
        if (writer) onWriterBlocked(writer.uid, blocked);
        return blocked ? texts.blocked(name) : texts.unblocked(name);
      }
    }
  };

  const run = (action: Action) => {
    setBusy(action);
    setResult(null);
    perform(action).then(
      (text) => {
        setBusy(null);
        setResult({ kind: 'done', text });
        keepFocus();
      },
      () => {
        setBusy(null);
        setResult({ kind: 'failed', text: FAILED[action] });
      },
    );
  };

  /** Said to screen readers after the action: the comment, or for a block its writer. */
  const target = (action: Action) => (action === 'block' || action === 'unblock' ? name : texts.target(name));

  const button = (action: Action, label: string) => (
    // aria-disabled rather than disabled while one runs: a disabled button would lose the focus.
    <button
      ref={(element) => {
        if (element && focusWhenShown.current === action) {
          focusWhenShown.current = null;
          element.focus();
        }
      }}
      type="button"
      className={`${secondaryButton} aria-disabled:cursor-wait aria-disabled:opacity-60`} aria-disabled={busy !== null || undefined} onClick={() => busy === null && run(action)}>
      {busy === action ? texts.working : label} <span className="sr-only">{target(action)}</span>
    </button>
  );

  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <div ref={group} className="flex flex-wrap items-start gap-2">
        {comment.review !== 'done' && button('keep', texts.keep)}
        {row.article && comment.state !== 'deleted' && (comment.state === 'hidden' ? button('restore', texts.restore) : button('hide', texts.hide))}
        {writer &&
          (writer.blocked ? (
            button('unblock', texts.unblock)
          ) : (
            <InlineConfirm
              actionClassName={secondaryButton}
              texts={{
                action: texts.block,
                target: name,
                question: texts.blockQuestion(name),
                confirm: texts.blockConfirm,
                cancel: texts.cancel,
                working: texts.working,
                failed: texts.blockFailed,
              }}
              onConfirm={async () => {
                setResult(null);
                focusWhenShown.current = 'unblock';
                try {
                  setResult({ kind: 'done', text: await perform('block') });
                } catch (error) {
                  focusWhenShown.current = null;
                  throw error;
                }
              }}
            />
          ))}
        <InlineConfirm
          actionClassName={`${secondaryButton} text-red-700 dark:text-red-300`}
          texts={{
            action: texts.delete,
            target: texts.target(name),
            question: texts.deleteQuestion(name),
            ...(comment.parentId === null && row.article && { note: texts.deleteNote }),
            confirm: texts.confirm,
            cancel: texts.cancel,
            working: texts.deleting,
            failed: texts.deleteFailed,
          }}
          onConfirm={() => {
            setResult(null);
            return onDelete(row);
          }}
        />
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {result?.kind === 'done' ? result.text : null}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {result?.kind === 'failed' ? result.text : null}
      </p>
    </div>
  );
}
