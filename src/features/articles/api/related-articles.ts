/**
 * Up to 3 other published articles of the same category, newest first (docs/decisions.md). Uses
 * the composite index articles(status, category, publishedAt DESC).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { CategoryId } from '../../../config/categories.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

export const RELATED_ARTICLES = 3;

export async function listRelatedArticles(article: { readonly id: string; readonly category: CategoryId }): Promise<Article[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'articles'),
      where('status', '==', 'published'),
      where('category', '==', article.category),
      orderBy('publishedAt', 'desc'),
      // One more than shown, in case the article itself is among them.
      limit(RELATED_ARTICLES + 1),
    ),
  );
  return snapshot.docs
    .filter((found) => found.id !== article.id)
    .slice(0, RELATED_ARTICLES)
    .map((found) => articleFromDoc(found.id, found.data()));
}
