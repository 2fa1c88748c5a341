/**
 * The discussion of a published article, read a page at a time (firestore.rules: anyone
 * reads it, a list asks for at most 50): the comments on the article, newest or oldest first,
 * and the replies to a page of them, oldest first. Replies are asked for together, by
 * their parents' ids, so a page costs two queries rather than one a comment. Uses the
 * composite indexes comments(parentId, createdAt ASC and DESC).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { commentFromDoc } from '../../../lib/comments/comment-from-doc.js';
import { COMMENTS_PER_PAGE, type Comment } from '../../../lib/comments/model.js';
import { after, pageOf, type CursorPage, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';

export type CommentOrder = 'newest' | 'oldest';

/** Replies a query asks for: the most the rules allow. */
export const REPLIES_A_QUERY = 50;
/** Queries of replies a page of comments makes before it offers Show more replies. */
const REPLY_QUERIES_A_PAGE = 4;

const comments = (articleId: string) => collection(getDb(), 'articles', articleId, 'comments');

/** A page of the comments on the article (not the replies), in `order`. */
export async function listComments(articleId: string, order: CommentOrder, cursor: PageCursor | null): Promise<CursorPage<Comment>> {
  const snapshot = await getDocs(
    query(
      comments(articleId),
      where('parentId', '==', null),
      orderBy('createdAt', order === 'newest' ? 'desc' : 'asc'),
      ...after(cursor),
      limit(COMMENTS_PER_PAGE + 1),
    ),
  );
  return pageOf(snapshot.docs, COMMENTS_PER_PAGE, (id, data) => commentFromDoc(id, articleId, data));
}

/** Where reading the replies to a page of comments stopped. */
export interface RepliesCursor {
  readonly parentIds: readonly string[];
  readonly cursor: PageCursor;
}

export interface Replies {
  readonly replies: readonly Comment[];
  /** null when every reply was read. */
  readonly next: RepliesCursor | null;
}

/**
 * The replies to `parentIds` (at most 30: Firestore's `in`), oldest first, a few queries of
 * 50 at most; `next` goes on where they stopped.
 */
export async function listReplies(articleId: string, parentIds: readonly string[], from: PageCursor | null = null): Promise<Replies> {
  if (parentIds.length === 0) return { replies: [], next: null };
  const replies: Comment[] = [];
  let cursor = from;
  for (let round = 0; round < REPLY_QUERIES_A_PAGE; round++) {
    const snapshot = await getDocs(
      query(comments(articleId), where('parentId', 'in', [...parentIds]), orderBy('createdAt', 'asc'), ...after(cursor), limit(REPLIES_A_QUERY)),
    );
    // A full batch: there may be more. pageOf keeps the last one as the cursor when the
    // batch is one longer than the page, so the page is one shorter than the batch.
    const page = pageOf(snapshot.docs, REPLIES_A_QUERY - 1, (id, data) => commentFromDoc(id, articleId, data));
    replies.push(...page.items);
    cursor = page.next;
    if (!cursor) return { replies, next: null };
  }
  return { replies, next: cursor ? { parentIds, cursor } : null };
}
