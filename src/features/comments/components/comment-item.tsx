/**
 * One comment or reply: who wrote it, their stated position, when, whether it was edited,
 * its text; or, in its place, that a moderator removed it or its writer deleted it. Under
 * it, what the reader may do: reply (to a comment), edit within 15 minutes and delete (their
 * own), report (another's, once).
 */
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatDate, isoDate } from '../../../lib/dates.js';
import { initials } from '../../../lib/initials.js';
import type { Comment, CommentPosition } from '../../../lib/comments/model.js';
import { commentTime, editMinutesLeft } from '../comment-time.js';
import type { CommentDraft } from '../hooks/use-comment-draft.js';
import { discussionTexts as texts } from '../texts.js';
import { CommentBody } from './comment-body.js';
import { CommentBox } from './comment-box.js';
import { ConfirmAction } from './confirm-action.js';
import { PositionBadge } from './position-badge.js';
import { actionLink } from './styles.js';

/** What the reader may do to a comment, and how (each resolves with what went wrong, or null). */
export interface CommentActions {
  /** Signed in, verified, named and not blocked: may reply and report. */
  readonly canWrite: boolean;
  readonly isOwn: (comment: Comment) => boolean;
  readonly isReported: (comment: Comment) => boolean;
  readonly isPending: (comment: Comment) => boolean;
  /** A comment's React key (a posted one keeps the one it was shown with). */
  readonly keyOf: (comment: Comment) => string;
  readonly edit: (comment: Comment, body: string, position: CommentPosition | null) => Promise<string | null>;
  readonly erase: (comment: Comment) => Promise<string | null>;
  readonly report: (comment: Comment) => Promise<string | null>;
}

interface CommentItemProps {
  readonly comment: Comment;
  readonly isReply: boolean;
  readonly tickers: readonly string[];
  /** The article's byline: staff's comments under it are marked Author. */
  readonly byline: string;
  readonly now: Date;
  readonly actions: CommentActions;
  /** Reply, for a comment on the article: opens the reply box, which the thread places. */
  readonly onReply?: () => void;
  readonly replyOpen?: boolean;
  readonly replyButtonRef?: RefObject<HTMLButtonElement | null>;
}

const meta = 'text-sm text-slate-600 dark:text-slate-400';

export function CommentItem({ comment, isReply, tickers, byline, now, actions, onReply, replyOpen = false, replyButtonRef }: CommentItemProps) {
  const leftId = useId();
  const [editing, setEditing] = useState<CommentDraft | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const reportedNote = useRef<HTMLSpanElement>(null);

  if (comment.state !== 'visible') {
    const said = comment.state === 'hidden' ? texts.removedByModerator : texts.deletedByWriter;
    return (
      <article aria-label={said} className={`grid items-center gap-x-3 ${isReply ? 'grid-cols-[1.75rem_1fr]' : 'grid-cols-[2.25rem_1fr]'}`}>
        <span aria-hidden="true" className={`rounded-full border border-dashed border-slate-300 dark:border-slate-600 ${isReply ? 'size-7' : 'size-9'}`} />
        <p className="text-sm text-slate-600 italic dark:text-slate-400">{said}</p>
      </article>
    );
  }

  const pending = actions.isPending(comment);
  const own = actions.isOwn(comment);
  const minutesLeft = own && !pending ? editMinutesLeft(comment.createdAt, now) : 0;
  const stopEditing = () => {
    setEditing(null);
    // Back where the reader started: Edit, while it is still there.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async (draft: CommentDraft) => {
    const problem = await actions.edit(comment, draft.body, draft.position);
    if (!problem) stopEditing();
    return problem;
  };

  let below: ReactNode = null;
  if (editing) {
    below = (
      <CommentBox
        label={texts.editLabel}
        draft={editing}
        onDraft={setEditing}
        tickers={tickers}
        submitLabel={texts.save}
        busyLabel={texts.saving}
        onSubmit={save}
        onCancel={stopEditing}
      />
    );
  } else if (!pending) {
    below = (
      <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
        {onReply && actions.canWrite && (
          <button ref={replyButtonRef} type="button" className={actionLink} onClick={onReply} aria-expanded={replyOpen}>
            {texts.reply} <span className="sr-only">{texts.replyTo(comment.authorName)}</span>
          </button>
        )}
        {minutesLeft > 0 && (
          <>
            <button ref={editButton} type="button" className={actionLink} onClick={() => setEditing({ body: comment.body, position: comment.position })} aria-describedby={leftId}>
              {texts.edit} <span className="sr-only">{texts.editTarget}</span>
            </button>
            <span id={leftId} className="text-xs text-slate-600 dark:text-slate-400">
              {texts.editLeft(minutesLeft)}
            </span>
          </>
        )}
        {own && (
          <ConfirmAction
            danger
            texts={{ action: texts.delete, target: texts.editTarget, question: texts.deleteQuestion, working: texts.deleting, cancel: texts.cancel }}
            onConfirm={() => actions.erase(comment)}
          />
        )}
        {!own && actions.canWrite &&
          (actions.isReported(comment) ? (
            <span ref={reportedNote} tabIndex={-1} className="rounded-sm text-sm font-medium text-slate-600 focus:outline-none dark:text-slate-400">
              {texts.reported}
            </span>
          ) : (
            <ConfirmAction
              texts={{ action: texts.report, target: texts.reportTarget(comment.authorName), question: texts.reportQuestion, working: texts.reporting, cancel: texts.cancel }}
              onConfirm={async () => {
                const problem = await actions.report(comment);
                // Report gives way to Reported: the focus goes there rather than to the page.
                if (!problem) requestAnimationFrame(() => reportedNote.current?.focus());
                return problem;
              }}
            />
          ))}
      </div>
    );
  }

  return (
    <article
      aria-label={isReply ? texts.replyBy(comment.authorName) : texts.commentBy(comment.authorName)}
      aria-busy={pending}
      // Focused from code only: the first of the comments Show more comments brought.
      tabIndex={-1}
      className={`grid gap-x-3 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600 ${isReply ? 'grid-cols-[1.75rem_1fr]' : 'grid-cols-[2.25rem_1fr]'} ${pending ? 'opacity-70' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`flex items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200 ${isReply ? 'size-7 text-[0.65rem]' : 'size-9 text-xs'}`}
      >
        {initials(comment.authorName)}
      </span>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`font-semibold text-slate-900 dark:text-white ${isReply ? 'text-sm' : 'text-[0.95rem]'}`}>{comment.authorName}</span>
          {comment.staff && <StaffMark author={comment.authorName === byline} />}
          {own && <span className="rounded-sm border border-slate-400 px-1 text-[0.7rem] font-semibold tracking-wide text-slate-700 uppercase dark:border-slate-500 dark:text-slate-300">{texts.you}</span>}
          {comment.position && <PositionBadge position={comment.position} />}
          <span className={`${meta} whitespace-nowrap`}>
            {pending ? (
              texts.pending
            ) : (
              <time dateTime={isoDate(comment.createdAt)} title={formatDate(comment.createdAt)}>
                {commentTime(comment.createdAt, now)}
              </time>
            )}
            {comment.editedAt && <> · {texts.edited}</>}
          </span>
        </header>
        <div className={`mt-1 ${isReply ? 'text-[0.95rem]/7' : 'text-base/7'}`}>{editing ? null : <CommentBody body={comment.body} />}</div>
        {below}
      </div>
    </article>
  );
}

/**
 * Staff's mark: Author under their own article, Staff elsewhere. Only staff's comments carry
 * `staff` (firestore.rules: validWriter), so a reader cannot copy it by taking a name.
 */
function StaffMark({ author }: { readonly author: boolean }) {
  return (
    <span
      title={author ? texts.authorSaid : texts.staffSaid}
      className="rounded-sm bg-blue-700 px-1.5 py-px text-[0.7rem] font-semibold tracking-wide text-white uppercase dark:bg-blue-300 dark:text-slate-950"
    >
      {author ? texts.author : texts.staff}
      <span className="sr-only">: {author ? texts.authorSaid : texts.staffSaid}</span>
    </span>
  );
}
