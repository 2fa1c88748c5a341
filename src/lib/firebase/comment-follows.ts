/**
 * The article's side of every comment write (firestore.rules: commentFollows): its count of
 * shown comments and its tally of stated positions move for one comment, which the commit
 * names (commentChange, commentChangedAt). Shared by readers' writes and moderators'.
 */
import { FieldPath, doc, increment, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { tallyKey } from '../comments/comment-from-doc.js';
import type { CommentPosition } from '../comments/model.js';

/** The article's count and tally follow one comment, named in the same commit. */
export function articleFollows(batch: WriteBatch, db: Firestore, articleId: string, commentId: string, count: -1 | 0 | 1, tally: readonly (readonly [CommentPosition | null, -1 | 1])[]) {
  const moves: unknown[] = [];
  for (const [position, by] of tally) if (position) moves.push(new FieldPath('positionTally', tallyKey(position)), increment(by));
  const ref = doc(db, 'articles', articleId);
  const more = [...(count === 0 ? [] : ['commentCount', increment(count)]), ...moves];
  batch.update(ref, 'commentChange', commentId, 'commentChangedAt', serverTimestamp(), ...more);
}

