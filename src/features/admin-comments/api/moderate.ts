/**
 * What moderators do to a comment (docs/data-model.md, comments), each one commit the rules
 * judge: hide it (its text moves to its private author record, so it can come back),
 * restore it, mark it reviewed, delete it, and block its writer from commenting. The
 * article's count and tally of positions follow whenever what readers see changes.
 */
import { deleteField, doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore/lite';
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

/** Deletes it and its author record; replies stay, under "Comment removed". */
export async function deleteComment(db: Firestore, comment: Comment): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(commentRef(db, comment));
  batch.delete(doc(db, 'commentAuthors', comment.id));
  if (comment.state === 'visible') articleFollows(batch, db, comment.articleId, comment.id, -1, [[comment.position, -1]]);
  await batch.commit();
}

/** Blocks (or unblocks) the writer of a comment from commenting. */
export async function setCommenterBlocked(db: Firestore, commentId: string, blocked: boolean): Promise<void> {
  const author = (await getDoc(doc(db, 'commentAuthors', commentId))).data();
  if (typeof author?.uid !== 'string') throw new Error('The writer of this comment is not known.');
  const batch = writeBatch(db);
  batch.update(doc(db, 'commenters', author.uid), { blocked });
  await batch.commit();
}
