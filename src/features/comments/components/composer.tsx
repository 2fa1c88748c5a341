/**
 * The box for a new comment, or what stands in its place: a guest types and is asked to log
 * in (the text is kept in this tab, and they come back to it), a reader who has not verified
 * their e-mail or has no name to sign with is shown where to fix it, and a blocked reader is
 * told why they cannot comment.
 */
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DISCUSSION_HASH, paths } from '../../../config/paths.js';
import type { CommentDraft } from '../hooks/use-comment-draft.js';
import type { Viewer } from '../hooks/use-viewer.js';
import { discussionTexts as texts } from '../texts.js';
import { CommentBox } from './comment-box.js';
import { postButton, textLink } from './styles.js';

interface ComposerProps {
  readonly viewer: Viewer;
  readonly blocked: boolean;
  readonly draft: CommentDraft;
  readonly onDraft: (draft: CommentDraft) => void;
  readonly tickers: readonly string[];
  /** Posts the draft; resolves with what went wrong, or null. */
  readonly onPost: (draft: CommentDraft) => Promise<string | null>;
  readonly textareaRef: RefObject<HTMLTextAreaElement | null>;
}

const notice = 'rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export function Composer({ viewer, blocked, draft, onDraft, tickers, onPost, textareaRef }: ComposerProps) {
  const { pathname, search } = useLocation();
  if (viewer.kind === 'loading') return null;
  if (viewer.kind === 'unverified') {
    return (
      <p className={notice}>
        {texts.verify}{' '}
        <Link to={paths.verifyEmail.to()} className={textLink}>
          {texts.verifyLink}
        </Link>
      </p>
    );
  }
  if (viewer.kind === 'no-name') {
    return (
      <p className={notice}>
        {texts.noNameBefore}
        <Link to={paths.profile.to()} className={textLink}>
          {texts.noNameLink}
        </Link>
        {texts.noNameAfter}
      </p>
    );
  }
  if (viewer.kind === 'reader' && blocked) return <p className={notice}>{texts.blocked}</p>;

  const guest = viewer.kind === 'guest';
  return (
    <CommentBox
      label={texts.commentLabel}
      draft={draft}
      onDraft={onDraft}
      tickers={tickers}
      submitLabel={texts.post}
      busyLabel={texts.posting}
      onSubmit={guest ? undefined : onPost}
      textareaRef={textareaRef}
      instead={
        <Link to={paths.login.to(`${pathname}${search}${DISCUSSION_HASH}`)} className={postButton}>
          {texts.logIn}
        </Link>
      }
      note={guest && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{texts.logInKeeps}</p>}
    />
  );
}
