/** One article for the editor, whatever its status (admins may read drafts). */
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { StoredArticle } from '../types.js';
import { storedArticle } from './records.js';

/** null when there is no such article. */
export async function loadArticle(id: string): Promise<StoredArticle | null> {
  if (id === '' || id.includes('/')) return null;
  const snapshot = await getDoc(doc(getDb(), 'articles', id));
  const data = snapshot.data();
  return data ? storedArticle(snapshot.id, data) : null;
}
