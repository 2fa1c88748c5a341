/** Whose byline a stored article carries (articles.author: id and name), for the editor to say so. */
import { doc, getDoc } from 'firebase/firestore/lite';
import type { Byline } from '../../../lib/byline.js';
import { getDb } from '../../../lib/firebase/firestore.js';

/** null when the article is gone or its byline cannot be read. */
export async function articleByline(articleId: string): Promise<Byline | null> {
  const author: unknown = (await getDoc(doc(getDb(), 'articles', articleId))).get('author');
  if (typeof author !== 'object' || author === null || !('id' in author) || !('name' in author)) return null;
  const { id, name } = author;
  return typeof id === 'string' && typeof name === 'string' && name !== '' ? { id, name } : null;
}
