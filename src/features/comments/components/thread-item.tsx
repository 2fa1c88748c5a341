/**
 * A comment on the article with its replies, one level deep, set in under it; a reader who
 * may write gets a reply box under the comment (its position, when they state one, as in
 * a comment).
 */
import { useEffect, useRef, useState } from 'react';
import type { CommentThread } from '../comment-thread.js';
import type { CommentDraft } from '../hooks/use-comment-draft.js';
import { discussionTexts as texts } from '../texts.js';
import { CommentBox } from './comment-box.js';
import { CommentItem, type CommentActions } from './comment-item.js';

const EMPTY: CommentDraft = { body: '', position: null };

interface ThreadItemProps {
  readonly thread: CommentThread;
  readonly tickers: readonly string[];
  /** The article's byline: staff's comments under it are marked Author. */
  readonly byline: string;
  readonly now: Date;
  readonly actions: CommentActions;
  /** Posts a reply; resolves with what went wrong, or null. */
  readonly reply: (parentId: string, draft: CommentDraft) => Promise<string | null>;
}

export function ThreadItem({ thread, tickers, byline, now, actions, reply }: ThreadItemProps) {
  const { comment, replies } = thread;
  const [replying, setReplying] = useState<CommentDraft | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const open = replying !== null;

  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  const send = async (draft: CommentDraft) => {
    // Shown at once in the thread; the box empties, and has the text back if it fails.
    setReplying(EMPTY);
    const problem = await reply(comment.id, draft);
    if (problem) {
      setReplying(draft);
    } else {
      setReplying(null);
      requestAnimationFrame(() => replyButton.current?.focus());
    }
    return problem;
  };

  return (
    <li className="border-t border-slate-200 py-5 first:border-t-0 dark:border-slate-800">
      <CommentItem comment={comment} isReply={false} tickers={tickers} byline={byline} now={now} actions={actions} onReply={comment.state === 'visible' ? () => setReplying((draft) => draft ?? EMPTY) : undefined} replyOpen={open} replyButtonRef={replyButton} />
      {open && (
        <div className="mt-3 ml-[3rem]">
          <CommentBox
            label={texts.replyLabel(comment.authorName)}
            labelHidden
            draft={replying}
            onDraft={setReplying}
            tickers={tickers}
            submitLabel={texts.postReply}
            busyLabel={texts.posting}
            onSubmit={send}
            onCancel={() => {
              setReplying(null);
              replyButton.current?.focus();
            }}
            textareaRef={box}
            rows={3}
          />
        </div>
      )}
      {replies.length > 0 && (
        <ol aria-label={comment.state === 'visible' ? texts.repliesLabel(comment.authorName) : texts.repliesToRemoved} className="mt-4 ml-4 space-y-4 border-l-2 border-slate-200 pl-4 sm:ml-[3rem] dark:border-slate-700">
          {replies.map((found) => (
            <li key={actions.keyOf(found)}>
              <CommentItem comment={found} isReply tickers={tickers} byline={byline} now={now} actions={actions} />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
