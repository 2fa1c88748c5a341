/**
 * Likes (docs/data-model.md): articles/{id}/likes/{uid} marks one user's like, and the
 * article's likeCount moves with it in the same batch; the rules accept neither without
 * the other. Callers make sure Auth is loaded, so the requests carry the user's token.
 */
import { doc, getDoc, increment, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

const articleRef = (articleId: string) => doc(getDb(), 'articles', articleId);
const likeRef = (articleId: string, uid: string) => doc(getDb(), 'articles', articleId, 'likes', uid);

export async function hasLiked(articleId: string, uid: string): Promise<boolean> {
  return (await getDoc(likeRef(articleId, uid))).exists();
}

export async function likeArticle(articleId: string, uid: string): Promise<void> {
  const batch = writeBatch(getDb());
  // uid lets deleting the account find its likes (a collection-group query).
  batch.set(likeRef(articleId, uid), { createdAt: serverTimestamp(), uid });
  batch.update(articleRef(articleId), { likeCount: increment(1) });
  await batch.commit();
}

export async function unlikeArticle(articleId: string, uid: string): Promise<void> {
  const batch = writeBatch(getDb());
  batch.delete(likeRef(articleId, uid));
  batch.update(articleRef(articleId), { likeCount: increment(-1) });
  await batch.commit();
}
