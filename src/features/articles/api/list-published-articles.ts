/**
 * The newest published articles, and the featured ones (isFeatured), for the home page.
 * Indexes (firestore.indexes.json): articles (status, publishedAt desc) and
 * (status, isFeatured, publishedAt desc).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

export async function listPublishedArticles(options: { readonly limit: number }): Promise<Article[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'articles'),
      where('status', '==', 'published'),
      orderBy('publishedAt', 'desc'),
      limit(options.limit),
    ),
  );
  return snapshot.docs.map((doc) => articleFromDoc(doc.id, doc.data()));
}

export async function listFeaturedArticles(options: { readonly limit: number }): Promise<Article[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'articles'),
      where('status', '==', 'published'),
      where('isFeatured', '==', true),
      orderBy('publishedAt', 'desc'),
      limit(options.limit),
    ),
  );
  return snapshot.docs.map((doc) => articleFromDoc(doc.id, doc.data()));
}
