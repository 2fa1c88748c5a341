/** Counts one read: the rules let anyone add exactly 1 to a published article's viewCount. */
import { doc, increment, updateDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

export async function countView(articleId: string): Promise<void> {
  await updateDoc(doc(getDb(), 'articles', articleId), { viewCount: increment(1) });
}
