/**
 * A reader's writes to the discussion (docs/data-model.md, comments), each one commit that
 * firestore.rules judge as a whole:
 * - a comment goes with its author record (commentAuthors/{id}: who wrote it, private), the
 *   writer's rate record (commenters/{uid}: 30 seconds apart, 50 a day) and the article's
 *   count and tally of positions, which name it (commentChange);
 * - an edit (within 15 minutes) moves the tally when the position changes; a delete takes
 *   the text away, keeps the place for replies, and the count and tally follow;
 * - a report is one document a reader a comment, with the comment's reportCount.
 * The checks are made here first, to say which problem it is; the rules make them hold.
 */
import {
  Timestamp, collection, doc, getDoc, increment, serverTimestamp, writeBatch, type Firestore,
} from 'firebase/firestore/lite';
import { articleFollows } from '../../../lib/firebase/comment-follows.js';
import { isStaffName } from '../../../lib/firebase/staff-names.js';
import { plainText } from '../../../lib/plain-text.js';
import { COMMENT_INTERVAL_MS, COMMENTS_PER_DAY, MAX_COMMENT, type CommentPosition } from '../../../lib/comments/model.js';

export type CommentProblem = 'empty' | 'too-long' | 'blocked' | 'too-soon' | 'daily-limit' | 'no-name' | 'staff-name';

export class CommentRefusedError extends Error {
  constructor(
    readonly problem: CommentProblem,
    /** For too-soon: how many seconds to wait. */
    readonly wait = 0,
  ) {
    super(`The comment cannot be posted: ${problem}.`);
  }
}

/** Midnight UTC of the day: the rate record's day, as the rules compute it from request.time. */
const utcDay = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** What is wrong with a comment's text, or null. */
export function bodyProblem(body: string): CommentProblem | null {
  if (body.trim() === '') return 'empty';
  if (body.length > MAX_COMMENT) return 'too-long';
  return null;
}

export interface NewComment {
  readonly articleId: string;
  readonly uid: string;
  /** The writer's display name, as their profile has it (the rules compare). */
  readonly authorName: string;
  readonly body: string;
  readonly position: CommentPosition | null;
  readonly parentId: string | null;
  /** Written by staff (an admin): marked so, which the rules allow staff only and require of them. */
  readonly staff: boolean;
}

/**
 * Posts a comment; resolves with its id. Rejects with CommentRefusedError when a check says no.
 * `now` is the moment the 30 seconds since the last comment are judged at (tests pass a later
 * one); the record's day is always today's, as the rules take it from the server's clock, so
 * a `now` past midnight never names tomorrow.
 */
export async function postComment(db: Firestore, comment: NewComment, now = new Date()): Promise<string> {
  const body = plainText(comment.body);
  const problem = bodyProblem(body);
  if (problem) throw new CommentRefusedError(problem);
  if (comment.authorName.trim() === '' || comment.authorName.includes('@')) throw new CommentRefusedError('no-name');
  const recordRef = doc(db, 'commenters', comment.uid);
  const [record, staffName] = await Promise.all([getDoc(recordRef).then((snapshot) => snapshot.data()), comment.staff ? false : isStaffName(db, comment.authorName)]);
  if (staffName) throw new CommentRefusedError('staff-name');
  if (record?.blocked === true) throw new CommentRefusedError('blocked');
  const lastAt = record?.lastAt instanceof Timestamp ? record.lastAt.toMillis() : 0;
  const wait = lastAt + COMMENT_INTERVAL_MS - now.getTime();
  if (wait > 0) throw new CommentRefusedError('too-soon', Math.ceil(wait / 1000));
  const today = utcDay(new Date());
  const sameDay = record?.day instanceof Timestamp && record.day.toMillis() === today.getTime();
  const count = sameDay && typeof record.count === 'number' ? record.count + 1 : 1;
  if (count > COMMENTS_PER_DAY) throw new CommentRefusedError('daily-limit');

  const ref = doc(collection(db, 'articles', comment.articleId, 'comments'));
  const batch = writeBatch(db);
  batch.set(ref, {
    body,
    authorName: comment.authorName,
    position: comment.position,
    parentId: comment.parentId,
    createdAt: serverTimestamp(),
    editedAt: null,
    state: 'visible',
    review: 'new',
    reportCount: 0,
    staff: comment.staff,
  });
  batch.set(doc(db, 'commentAuthors', ref.id), { uid: comment.uid, articleId: comment.articleId, createdAt: serverTimestamp() });
  batch.set(recordRef, { lastAt: serverTimestamp(), day: Timestamp.fromDate(today), count, lastCommentId: ref.id, blocked: false });
  articleFollows(batch, db, comment.articleId, ref.id, 1, [[comment.position, 1]]);
  await batch.commit();
  return ref.id;
}

export interface CommentEdit {
  readonly articleId: string;
  readonly commentId: string;
  readonly body: string;
  readonly position: CommentPosition | null;
  /** The position it had: the tally moves when it changes. */
  readonly before: CommentPosition | null;
}

/** Its writer's edit, within 15 minutes of writing it (the rules say when). */
export async function editComment(db: Firestore, edit: CommentEdit): Promise<void> {
  const body = plainText(edit.body);
  const problem = bodyProblem(body);
  if (problem) throw new CommentRefusedError(problem);
  const batch = writeBatch(db);
  batch.update(doc(db, 'articles', edit.articleId, 'comments', edit.commentId), { body, position: edit.position, editedAt: serverTimestamp() });
  const moved = JSON.stringify(edit.position) !== JSON.stringify(edit.before);
  if (moved) articleFollows(batch, db, edit.articleId, edit.commentId, 0, [[edit.before, -1], [edit.position, 1]]);
  await batch.commit();
}

/** Its writer deletes it: the text and position go; its place stays for the replies. */
export async function deleteOwnComment(db: Firestore, articleId: string, commentId: string, position: CommentPosition | null): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'articles', articleId, 'comments', commentId), { state: 'deleted', body: '', position: null });
  articleFollows(batch, db, articleId, commentId, -1, [[position, -1]]);
  await batch.commit();
}

/** A reader reports another's comment, once. */
export async function reportComment(db: Firestore, articleId: string, commentId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'articles', articleId, 'comments', commentId, 'reports', uid), { createdAt: serverTimestamp() });
  batch.update(doc(db, 'articles', articleId, 'comments', commentId), { reportCount: increment(1), review: 'reported' });
  await batch.commit();
}

