/**
 * The moderation queue: every article's comments at once (a collection group, which the
 * rules let admins alone list), newest first (those awaiting review: the reported first), a
 * page at a time, by filter (composite indexes review + createdAt, review desc + createdAt
 * and state + createdAt, collection-group scope; All uses
 * createdAt's own collection-group index). Each page then reads what its rows name, bounded
 * by the page: the articles they are on (each once), the comments the replies answer, their
 * author records (who wrote each, and a hidden comment's kept text) and their writers'
 * records (whether blocked).
 */
import {
  collectionGroup, doc, getDoc, getDocs, limit, orderBy, query, where, type DocumentData, type Firestore, type QueryConstraint,
} from 'firebase/firestore/lite';
import { commentFromDoc } from '../../../lib/comments/comment-from-doc.js';
import type { Comment } from '../../../lib/comments/model.js';
import { after, pageOf, type CursorPage, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { QueueArticle, QueueFilter, QueueRow, QueueWriter } from '../types.js';

const COMMENTS_PER_PAGE = 20;

// Awaiting review: reported before new ('reported' sorts after 'new'), each newest first.
const FILTERS: Record<QueueFilter, QueryConstraint[]> = {
  awaiting: [where('review', 'in', ['new', 'reported']), orderBy('review', 'desc')],
  reported: [where('review', '==', 'reported')],
  hidden: [where('state', '==', 'hidden')],
  all: [],
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads each key once, in parallel. */
async function readEach<T>(keys: readonly string[], read: (key: string) => Promise<T>): Promise<Map<string, T>> {
  const unique = [...new Set(keys)];
  const values = await Promise.all(unique.map(read));
  return new Map(unique.map((key, i) => [key, values[i] as T]));
}

async function articleOf(db: Firestore, articleId: string): Promise<QueueArticle | null> {
  const data = (await getDoc(doc(db, 'articles', articleId))).data();
  return data ? { title: text(data.title), slug: text(data.slug), published: data.status === 'published' } : null;
}

/** The comment a reply answers, on the same article: `articleId/commentId`. */
async function parentOf(db: Firestore, key: string): Promise<Comment | null> {
  const [articleId = '', commentId = ''] = key.split('/');
  const data = (await getDoc(doc(db, 'articles', articleId, 'comments', commentId))).data();
  return data ? commentFromDoc(commentId, articleId, data) : null;
}

async function authorOf(db: Firestore, commentId: string): Promise<DocumentData | undefined> {
  return (await getDoc(doc(db, 'commentAuthors', commentId))).data();
}

async function isBlocked(db: Firestore, uid: string): Promise<boolean> {
  return (await getDoc(doc(db, 'commenters', uid))).get('blocked') === true;
}

export async function listQueue(filter: QueueFilter, cursor: PageCursor | null): Promise<CursorPage<QueueRow>> {
  const db = getDb();
  const found = await getDocs(
    query(collectionGroup(db, 'comments'), ...FILTERS[filter], orderBy('createdAt', 'desc'), ...after(cursor), limit(COMMENTS_PER_PAGE + 1)),
  );
  // A comment's article is the document its collection is under (articles/{id}/comments).
  const page = pageOf(found.docs, COMMENTS_PER_PAGE, (_id, data) => data);
  const comments = page.items.map((data, i): Comment => {
    const snapshot = found.docs[i]!;
    return commentFromDoc(snapshot.id, snapshot.ref.parent.parent?.id ?? '', data);
  });
  const parentKey = (comment: Comment) => `${comment.articleId}/${comment.parentId ?? ''}`;
  const [articles, authors, parents] = await Promise.all([
    readEach(comments.map((comment) => comment.articleId), (articleId) => articleOf(db, articleId)),
    readEach(comments.map((comment) => comment.id), (commentId) => authorOf(db, commentId)),
    readEach(comments.flatMap((comment) => (comment.parentId ? [parentKey(comment)] : [])), (key) => parentOf(db, key)),
  ]);
  const uids = [...authors.values()].flatMap((author) => (typeof author?.uid === 'string' ? [author.uid] : []));
  const blocked = await readEach(uids, (uid) => isBlocked(db, uid));
  const rows = comments.map((comment): QueueRow => {
    const author = authors.get(comment.id);
    const uid = typeof author?.uid === 'string' ? author.uid : null;
    const writer: QueueWriter | null = uid ? { uid, blocked: blocked.get(uid) === true } : null;
    return {
      comment,
      article: articles.get(comment.articleId) ?? null,
      writer,
      hiddenText: comment.state === 'hidden' ? text(author?.hiddenBody) : '',
      parent: comment.parentId ? (parents.get(parentKey(comment)) ?? null) : null,
    };
  });
  return { items: rows, next: page.next };
}
