/** One article for the editor, whatever its status (admins may read drafts). */
import { doc, getDoc } from 'firebase/firestore/lite';
import type { Byline } from '../../../lib/byline.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { StoredArticle } from '../types.js';
import { storedArticle } from './records.js';

/**
 * The bylines of the articles this page loaded, by id: the editor says whose byline an
 * article carries (BylineNote) as it draws the loaded article, with no read of its own.
 */
const bylines = new Map<string, Byline>();

const bylineIn = (author: unknown): Byline | null => {
  if (typeof author !== 'object' || author === null || !('id' in author) || !('name' in author)) return null;
  const { id, name } = author;
  return typeof id === 'string' && typeof name === 'string' && name !== '' ? { id, name } : null;
};

/** The byline of an article as it was last loaded here; null when it was not, or has none. */
export const loadedByline = (articleId: string): Byline | null => bylines.get(articleId) ?? null;

/** null when there is no such article. */
export async function loadArticle(id: string): Promise<StoredArticle | null> {
  if (id === '' || id.includes('/')) return null;
  const snapshot = await getDoc(doc(getDb(), 'articles', id));
  const data = snapshot.data();
  const byline = bylineIn(data?.author);
  if (byline) bylines.set(snapshot.id, byline);
  return data ? storedArticle(snapshot.id, data) : null;
}
