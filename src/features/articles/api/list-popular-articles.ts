/**
 * The most read published articles for the sidebar (docs/decisions.md: a real query, viewCount
 * desc). Index: articles (status, viewCount desc). Pages use it through use-popular-articles.ts.
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

export async function listPopularArticles(count: number): Promise<Article[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'articles'),
      where('status', '==', 'published'),
      orderBy('viewCount', 'desc'),
      limit(count),
    ),
  );
  return snapshot.docs.map((doc) => articleFromDoc(doc.id, doc.data()));
}
