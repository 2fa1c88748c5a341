/**
 * What moderators do to a comment (docs/data-model.md, comments), each one commit the rules
 * judge: hide it (its text moves to its private author record, so it can come back),
 * restore it, mark it reviewed, delete it, and block its writer from commenting. The
 * article's count and tally of positions follow whenever what readers see changes.
 */
import { collection, deleteField, doc, getDoc, getDocs, limit, query, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { articleFollows } from '../../../lib/firebase/comment-follows.js';
import type { Comment } from '../../../lib/comments/model.js';

const commentRef = (db: Firestore, comment: Pick<Comment, 'articleId' | 'id'>) => doc(db, 'articles', comment.articleId, 'comments', comment.id);

/** Hides a shown comment: readers see "Comment removed by a moderator" in its place. */
export async function hideComment(db: Firestore, comment: Comment): Promise<void> {
  const batch = writeBatch(db);
  batch.update(commentRef(db, comment), { state: 'hidden', body: '', review: 'done' });
  batch.update(doc(db, 'commentAuthors', comment.id), { hiddenBody: comment.body });
  articleFollows(batch, db, comment.articleId, comment.id, -1, [[comment.position, -1]]);
  await batch.commit();
}

/** Shows a hidden comment again, with the text it had. */
export async function restoreComment(db: Firestore, comment: Comment): Promise<void> {
  const author = (await getDoc(doc(db, 'commentAuthors', comment.id))).data();
  const body = typeof author?.hiddenBody === 'string' ? author.hiddenBody : '';
  const batch = writeBatch(db);
  batch.update(commentRef(db, comment), { state: 'visible', body, review: 'done' });
  batch.update(doc(db, 'commentAuthors', comment.id), { hiddenBody: deleteField() });
  articleFollows(batch, db, comment.articleId, comment.id, 1, [[comment.position, 1]]);
  await batch.commit();
}

/** Leaves it as it is, out of the queue. */
export async function markReviewed(db: Firestore, comment: Pick<Comment, 'articleId' | 'id'>): Promise<void> {
  const batch = writeBatch(db);
  batch.update(commentRef(db, comment), { review: 'done' });
  await batch.commit();
}

/** Reports a commit deletes beside the comment (Firestore takes 500 writes a commit). */
const REPORTS_A_COMMIT = 450;

/**
 * Deletes it with its author record and its reports; replies stay, under "Comment removed".
 * A comment whose article is gone (a deletion of the article cut short) has no count to
 * follow it, and one whose author record went first has none to delete: both are read
 * first, so that the queue can clear what such a deletion left.
 */
export async function deleteComment(db: Firestore, comment: Comment): Promise<void> {
  const ref = commentRef(db, comment);
  const reportsOf = async () => (await getDocs(query(collection(ref, 'reports'), limit(REPORTS_A_COMMIT)))).docs;
  const [article, author, reports] = await Promise.all([
    getDoc(doc(db, 'articles', comment.articleId)),
    getDoc(doc(db, 'commentAuthors', comment.id)),
    reportsOf(),
  ]);
  const batch = writeBatch(db);
  batch.delete(ref);
  if (author.exists()) batch.delete(author.ref);
  for (const report of reports) batch.delete(report.ref);
  if (comment.state === 'visible' && article.exists()) articleFollows(batch, db, comment.articleId, comment.id, -1, [[comment.position, -1]]);
  await batch.commit();
  // Reported more often than a commit takes: the rest, which the rules let go now that it has.
  if (reports.length < REPORTS_A_COMMIT) return;
  for (let rest = await reportsOf(); rest.length > 0; rest = await reportsOf()) {
    const more = writeBatch(db);
    for (const report of rest) more.delete(report.ref);
    await more.commit();
  }
}

/** Blocks (or unblocks) the writer of a comment from commenting. */
export async function setCommenterBlocked(db: Firestore, commentId: string, blocked: boolean): Promise<void> {
  const author = (await getDoc(doc(db, 'commentAuthors', commentId))).data();
  if (typeof author?.uid !== 'string') throw new Error('The writer of this comment is not known.');
  const batch = writeBatch(db);
  batch.update(doc(db, 'commenters', author.uid), { blocked });
  await batch.commit();
}
