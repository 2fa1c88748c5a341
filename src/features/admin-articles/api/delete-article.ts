/**
 * Deleting an article and everything that belongs to it (DESIGN §7): first the article and
 * its slug claims, in one batch (the rules free a claim only once its article is gone), then
 * its likes and revisions (which the rules let an admin delete only then), then its images.
 * Readers who saved it see it as removed on their dashboard.
 */
import { collection, doc, getDoc, getDocs, limit, query, where, writeBatch } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { deleteImage, imagesIn } from './images.js';

/** Firestore takes at most 500 writes a commit. */
const BATCH = 400;

async function deleteAll(path: string[]): Promise<void> {
  const db = getDb();
  for (;;) {
    const found = await getDocs(query(collection(db, path.join('/')), limit(BATCH)));
    if (found.empty) return;
    const batch = writeBatch(db);
    for (const item of found.docs) batch.delete(item.ref);
    await batch.commit();
  }
}

export async function deleteArticle(articleId: string): Promise<void> {
  const db = getDb();
  const article = doc(db, 'articles', articleId);
  const snapshot = await getDoc(article);
  const data = snapshot.data();
  const claims = await getDocs(query(collection(db, 'slugs'), where('articleId', '==', articleId), limit(BATCH)));

  const batch = writeBatch(db);
  batch.delete(article);
  for (const claim of claims.docs) batch.delete(claim.ref);
  await batch.commit();

  await deleteAll(['articles', articleId, 'likes']);
  await deleteAll(['articles', articleId, 'revisions']);
  if (data) {
    const featured: unknown = data.featuredImage;
    const images = [...(typeof featured === 'string' && featured ? [featured] : []), ...imagesIn(typeof data.content === 'string' ? data.content : '')];
    await Promise.all(images.map((url) => deleteImage(url)));
  }
}
