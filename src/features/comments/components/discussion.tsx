/**
 * The discussion under an article (docs/product.md §2, Discussion): its count and the tally
 * of positions, the box for a new comment, the comments newest or oldest first, a page at
 * a time, each with its replies. The article page loads it as the reader nears it, or at
 * once when the address asks for it (#comments: a guest back from logging in, the count's
 * link), and then brings it into view, with the reader's kept text in the box.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { DISCUSSION_HASH } from '../../../config/paths.js';
import type { Comment } from '../../../lib/comments/model.js';
import { report as reportComment } from '../api/comment-actions.js';
import { editProblem, postProblem } from '../comment-problems.js';
import { editMinutesLeft } from '../comment-time.js';
import { useClock } from '../hooks/use-clock.js';
import { useCommentDraft, type CommentDraft } from '../hooks/use-comment-draft.js';
import { useDiscussion, type DiscussionArticle } from '../hooks/use-discussion.js';
import { useOwnRecords, useViewer } from '../hooks/use-viewer.js';
import { discussionTexts as texts } from '../texts.js';
import type { CommentActions } from './comment-item.js';
import { Composer } from './composer.js';
import { DiscussionHead } from './discussion-head.js';
import { OrderToggle } from './order-toggle.js';
import { ThreadItem } from './thread-item.js';
import { actionLink } from './styles.js';

const EMPTY: CommentDraft = { body: '', position: null };

export function Discussion({ article }: { readonly article: DiscussionArticle }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const viewer = useViewer();
  const uid = viewer.kind === 'reader' ? viewer.uid : null;
  const records = useOwnRecords(article.id, uid);
  const discussion = useDiscussion(article);
  const [draft, setDraft] = useCommentDraft(article.id);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const now = useClock(30_000);
  const list = useRef<HTMLOListElement>(null);
  // After Show more comments: where the new ones start, for the focus to go on from there.
  const moreFrom = useRef<number | null>(null);
  const threadCount = discussion.threads.length;

  useEffect(() => {
    const from = moreFrom.current;
    if (from === null || threadCount <= from) return;
    moreFrom.current = null;
    list.current?.children.item(from)?.querySelector('article')?.focus();
  }, [threadCount]);

  const showMore = () => {
    moreFrom.current = threadCount;
    discussion.loadMore();
  };
  const { hash } = useLocation();
  const arrived = useRef(false);

  // Asked for by the address: into view once it is known who is reading, with the focus in
  // the box when it holds the reader's kept text.
  useEffect(() => {
    if (arrived.current || hash !== DISCUSSION_HASH || viewer.kind === 'loading') return;
    arrived.current = true;
    section.current?.scrollIntoView({ block: 'start' });
    if (box.current?.value) box.current.focus({ preventScroll: true });
  }, [hash, viewer.kind]);

  const post = async (parentId: string | null, sent: CommentDraft): Promise<string | null> => {
    if (viewer.kind !== 'reader') return null;
    setAnnouncement('');
    if (!parentId) setDraft(EMPTY);
    try {
      const id = await discussion.add(viewer, { body: sent.body, position: sent.position, parentId });
      records.addOwn(id);
      setAnnouncement(parentId ? texts.replied : texts.posted);
      return null;
    } catch (error) {
      if (!parentId) setDraft(sent);
      return postProblem(error);
    }
  };

  const actions: CommentActions = {
    canWrite: viewer.kind === 'reader' && !records.blocked,
    isOwn: (comment) => records.own.has(comment.id),
    isReported: (comment) => reported.has(comment.id),
    isPending: (comment) => discussion.pending.has(comment.id),
    keyOf: discussion.keyOf,
    edit: async (comment, body, position) => {
      setAnnouncement('');
      try {
        await discussion.change(comment, body, position);
        setAnnouncement(texts.saved);
        return null;
      } catch (error) {
        return editProblem(error, editMinutesLeft(comment.createdAt, new Date()) <= 1);
      }
    },
    erase: async (comment: Comment) => {
      setAnnouncement('');
      try {
        await discussion.erase(comment);
        setAnnouncement(texts.deleted);
        // Its place may be gone from the list: the reader goes on from the discussion's title.
        heading.current?.focus();
        return null;
      } catch {
        return texts.deleteFailed;
      }
    },
    report: async (comment: Comment) => {
      if (viewer.kind !== 'reader') return null;
      setAnnouncement('');
      try {
        await reportComment(article.id, comment.id, viewer.uid);
        setReported((before) => new Set([...before, comment.id]));
        setAnnouncement(texts.reportedSaid);
        return null;
      } catch {
        return texts.reportFailed;
      }
    },
  };

  return (
    <section ref={section} id={DISCUSSION_HASH.slice(1)} aria-labelledby={headingId} className="scroll-mt-24 space-y-6">
      <DiscussionHead headingId={headingId} headingRef={heading} count={discussion.count} tally={discussion.tally} tickers={article.tickers} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{texts.guidelines}</p>
      <Composer viewer={viewer} blocked={records.blocked} draft={draft} onDraft={setDraft} tickers={article.tickers} onPost={(sent) => post(null, sent)} textareaRef={box} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div>
        <OrderToggle order={discussion.order} onChoose={discussion.chooseOrder} />
        {discussion.status === 'loading' && <Spinner label={texts.loading} />}
        {discussion.status === 'error' && (
          <div className="mt-4">
            <ErrorBox message={texts.loadFailed} onRetry={discussion.retry} />
          </div>
        )}
        {discussion.status === 'ready' &&
          (discussion.threads.length === 0 ? (
            <p className="mt-4 text-slate-700 dark:text-slate-300">{texts.noneYet}</p>
          ) : (
            <ol ref={list} aria-label={texts.listLabel} className="mt-2">
              {discussion.threads.map((thread) => (
                <ThreadItem key={discussion.keyOf(thread.comment)} thread={thread} tickers={article.tickers} byline={article.byline} now={now} actions={actions} reply={(parentId, sent) => post(parentId, sent)} />
              ))}
            </ol>
          ))}
        {discussion.more === 'failed' && (
          <div className="mt-4">
            <ErrorBox message={texts.loadFailed} onRetry={discussion.hasMoreReplies ? discussion.loadMoreReplies : discussion.loadMore} />
          </div>
        )}
        {discussion.status === 'ready' && discussion.more !== 'failed' && (discussion.hasMoreReplies || discussion.hasMore) && (
          <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            {discussion.hasMoreReplies && (
              <button type="button" className={actionLink} onClick={discussion.loadMoreReplies} aria-disabled={discussion.more === 'loading'} aria-busy={discussion.more === 'loading'}>
                {texts.moreReplies}
              </button>
            )}
            {discussion.hasMore && !discussion.hasMoreReplies && (
              <button type="button" className={actionLink} onClick={showMore} aria-disabled={discussion.more === 'loading'} aria-busy={discussion.more === 'loading'}>
                {discussion.more === 'loading' ? texts.loadingMore : texts.more}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
