/** The kept revisions of an article, newest first (the last 25; see save-article.ts). */
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Revision } from '../types.js';
import { revision } from './records.js';
import { KEPT_REVISIONS } from './save-article.js';

export async function listRevisions(articleId: string): Promise<Revision[]> {
  const found = await getDocs(
    query(collection(getDb(), 'articles', articleId, 'revisions'), orderBy('savedAt', 'desc'), limit(KEPT_REVISIONS)),
  );
  return found.docs.map((snapshot) => revision(snapshot.id, snapshot.data()));
}
