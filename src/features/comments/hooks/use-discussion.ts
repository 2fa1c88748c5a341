/**
 * The discussion of one article as the page holds it: the comments read so far in the
 * order the reader chose, their replies, and what the reader changed here. A change shows at
 * once (a posted comment, an edit, a deletion) and is confirmed or taken back when the
 * write answers; the article's count and tally move with it, as the rules make the stored
 * ones move in the same commit.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { tallyKey } from '../../../lib/comments/comment-from-doc.js';
import type { Comment, CommentPosition, PositionTally } from '../../../lib/comments/model.js';
import type { PageCursor } from '../../../lib/firebase/cursor-page.js';
import { edit, post, remove } from '../api/comment-actions.js';
import { bodyProblem, CommentRefusedError } from '../api/write-comments.js';
import { listComments, listReplies, type CommentOrder, type RepliesCursor } from '../api/read-comments.js';
import { commentThreads, mergeComments, type CommentThread } from '../comment-thread.js';

export interface DiscussionArticle {
  readonly id: string;
  /** As the article was read: the page adds what the reader changes here. */
  readonly commentCount: number;
  readonly positionTally: PositionTally;
  readonly tickers: readonly string[];
  /** Its author's name, as the byline shows it. */
  readonly byline: string;
}

interface Loaded {
  readonly comments: readonly Comment[];
  readonly replies: readonly Comment[];
  readonly next: PageCursor | null;
  readonly moreReplies: readonly RepliesCursor[];
}

type Shown =
  | { readonly key: string; readonly status: 'loading' }
  | { readonly key: string; readonly status: 'error' }
  | { readonly key: string; readonly status: 'ready'; readonly loaded: Loaded };

export type MoreState = 'idle' | 'loading' | 'failed';

export interface Author {
  readonly uid: string;
  readonly name: string;
  /** An admin: their comments are marked as staff's. */
  readonly staff: boolean;
}

export interface NewCommentInput {
  readonly body: string;
  readonly position: CommentPosition | null;
  readonly parentId: string | null;
}

/** A page of comments with all their replies (or as many as a page reads). */
async function pageWithReplies(articleId: string, order: CommentOrder, cursor: PageCursor | null): Promise<Loaded> {
  const page = await listComments(articleId, order, cursor);
  const replies = await listReplies(articleId, page.items.map((comment) => comment.id));
  return { comments: page.items, replies: replies.replies, next: page.next, moreReplies: replies.next ? [replies.next] : [] };
}

const moved = (tally: Readonly<Record<string, number>>, position: CommentPosition | null, by: number): Record<string, number> => {
  if (!position) return { ...tally };
  const key = tallyKey(position);
  return { ...tally, [key]: (tally[key] ?? 0) + by };
};

let pendingIds = 0;

export function useDiscussion(article: DiscussionArticle) {
  const articleId = article.id;
  const [order, setOrder] = useState<CommentOrder>('newest');
  const [attempt, setAttempt] = useState(0);
  const key = `${order}:${attempt}`;
  const [shown, setShown] = useState<Shown>({ key, status: 'loading' });
  const [more, setMore] = useState<MoreState>('idle');
  const [countChange, setCountChange] = useState(0);
  const [tallyChange, setTallyChange] = useState<Readonly<Record<string, number>>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // Comments and replies posted here, oldest first: shown with whatever list is on screen,
  // even one that was still loading when they were posted.
  const [posted, setPosted] = useState<readonly Comment[]>([]);
  // A posted comment keeps the key it was shown with, so React keeps its element (and focus).
  const [keys, setKeys] = useState<Readonly<Record<string, string>>>({});
  // The key of the list on screen, for answers that arrive after the reader changed the order.
  const current = useRef(key);
  useEffect(() => {
    current.current = key;
  }, [key]);

  useEffect(() => {
    let live = true;
    pageWithReplies(articleId, order, null).then(
      (loaded) => live && setShown({ key, status: 'ready', loaded }),
      () => live && setShown({ key, status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [articleId, order, key]);

  const visible: Shown = shown.key === key ? shown : { key, status: 'loading' };
  const loaded = visible.status === 'ready' ? visible.loaded : null;

  /** Changes the list on screen, if it is still the one `at` names. */
  const update = useCallback((at: string, change: (loaded: Loaded) => Loaded) => {
    setShown((before) => (before.key === at && before.status === 'ready' ? { ...before, loaded: change(before.loaded) } : before));
  }, []);

  const loadMore = useCallback(() => {
    if (!loaded?.next || more === 'loading') return;
    const at = key;
    setMore('loading');
    pageWithReplies(articleId, order, loaded.next).then(
      (page) => {
        if (current.current !== at) return;
        update(at, (before) => ({
          comments: mergeComments(before.comments, page.comments),
          replies: mergeComments(before.replies, page.replies),
          next: page.next,
          moreReplies: [...before.moreReplies, ...page.moreReplies],
        }));
        setMore('idle');
      },
      () => current.current === at && setMore('failed'),
    );
  }, [articleId, order, key, loaded, more, update]);

  const loadMoreReplies = useCallback(() => {
    const waiting = loaded?.moreReplies[0];
    if (!waiting || more === 'loading') return;
    const at = key;
    setMore('loading');
    listReplies(articleId, waiting.parentIds, waiting.cursor).then(
      (found) => {
        if (current.current !== at) return;
        update(at, (before) => ({
          ...before,
          replies: mergeComments(before.replies, found.replies),
          moreReplies: [...(found.next ? [found.next] : []), ...before.moreReplies.slice(1)],
        }));
        setMore('idle');
      },
      () => current.current === at && setMore('failed'),
    );
  }, [articleId, key, loaded, more, update]);

  const chooseOrder = useCallback((next: CommentOrder) => {
    setOrder(next);
    setMore('idle');
  }, []);

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    setMore('idle');
  }, []);

  const setPendingFor = (id: string, on: boolean) =>
    setPending((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });

  /**
   * Posts a comment or a reply, shown at once; resolves with its id once stored, or takes it
   * away again and rejects with the reason (comment-problems.ts says it).
   */
  const add = async (author: Author, input: NewCommentInput): Promise<string> => {
    // An empty text is never shown as posted, not even for a moment.
    const problem = bodyProblem(input.body);
    if (problem) throw new CommentRefusedError(problem);
    const tempId = `pending-${++pendingIds}`;
    const shownComment: Comment = {
      id: tempId, articleId, body: input.body, authorName: author.name, position: input.position, parentId: input.parentId,
      createdAt: new Date(), editedAt: null, state: 'visible', review: 'new', reportCount: 0, staff: author.staff,
    };
    setPosted((before) => [...before, shownComment]);
    setPendingFor(tempId, true);
    setCountChange((n) => n + 1);
    setTallyChange((tally) => moved(tally, input.position, 1));
    const swap = (id: string) => (comment: Comment) => (comment.id === tempId ? { ...comment, id } : comment);
    try {
      const id = await post({ articleId, uid: author.uid, authorName: author.name, body: input.body, position: input.position, parentId: input.parentId, staff: author.staff });
      setKeys((before) => ({ ...before, [id]: tempId }));
      setPosted((before) => before.map(swap(id)));
      return id;
    } catch (error) {
      setPosted((before) => before.filter((comment) => comment.id !== tempId));
      setCountChange((n) => n - 1);
      setTallyChange((tally) => moved(tally, input.position, -1));
      throw error;
    } finally {
      setPendingFor(tempId, false);
    }
  };

  /** Puts `comment` in place of the one with its id, wherever it is. */
  const replace = (at: string, comment: Comment) => {
    const swap = (shownComment: Comment) => (shownComment.id === comment.id ? comment : shownComment);
    update(at, (before) => ({ ...before, comments: before.comments.map(swap), replies: before.replies.map(swap) }));
    setPosted((before) => before.map(swap));
  };

  /** The writer's edit, shown at once; the comment as it was comes back if it fails. */
  const change = async (comment: Comment, body: string, position: CommentPosition | null): Promise<void> => {
    const problem = bodyProblem(body);
    if (problem) throw new CommentRefusedError(problem);
    const at = current.current;
    replace(at, { ...comment, body, position, editedAt: new Date() });
    setTallyChange((tally) => moved(moved(tally, comment.position, -1), position, 1));
    try {
      await edit({ articleId, commentId: comment.id, body, position, before: comment.position });
    } catch (error) {
      replace(at, comment);
      setTallyChange((tally) => moved(moved(tally, position, -1), comment.position, 1));
      throw error;
    }
  };

  /** The writer deletes their comment: gone at once (its place kept when it has replies). */
  const erase = async (comment: Comment): Promise<void> => {
    const at = current.current;
    replace(at, { ...comment, state: 'deleted', body: '', position: null });
    setCountChange((n) => n - 1);
    setTallyChange((tally) => moved(tally, comment.position, -1));
    try {
      await remove(articleId, comment.id, comment.position);
    } catch (error) {
      replace(at, comment);
      setCountChange((n) => n + 1);
      setTallyChange((tally) => moved(tally, comment.position, 1));
      throw error;
    }
  };

  const threads: readonly CommentThread[] = useMemo(() => {
    if (!loaded) return [];
    // What the reader posted here and the list read does not hold (yet): on top when the
    // newest come first or older pages are still to come, else at the end.
    const read = new Set([...loaded.comments, ...loaded.replies].map((comment) => comment.id));
    const added = posted.filter((comment) => !read.has(comment.id));
    const addedComments = added.filter((comment) => comment.parentId === null);
    const onTop = order === 'newest' || loaded.next !== null;
    const comments = onTop ? [...addedComments.reverse(), ...loaded.comments] : [...loaded.comments, ...addedComments];
    return commentThreads(comments, [...loaded.replies, ...added.filter((comment) => comment.parentId !== null)]);
  }, [loaded, posted, order]);
  const tally = useMemo(() => {
    const sum: Record<string, number> = { ...article.positionTally };
    for (const [tallied, by] of Object.entries(tallyChange)) sum[tallied] = (sum[tallied] ?? 0) + by;
    return sum;
  }, [article.positionTally, tallyChange]);

  return {
    status: visible.status,
    order,
    chooseOrder,
    retry,
    threads,
    hasMore: loaded?.next != null,
    hasMoreReplies: (loaded?.moreReplies.length ?? 0) > 0,
    more,
    loadMore,
    loadMoreReplies,
    pending,
    /** The React key of a comment: the one it was first shown with. */
    keyOf: (comment: Comment) => keys[comment.id] ?? comment.id,
    count: Math.max(0, article.commentCount + countChange),
    tally,
    add,
    change,
    erase,
  };
}
