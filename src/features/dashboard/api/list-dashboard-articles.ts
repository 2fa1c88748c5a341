/**
 * The dashboard's two lists. Both queries have their composite index in
 * firestore.indexes.json: articles(status, publishedAt desc), savedArticles(userId, savedAt desc).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { DashboardArticle } from '../types.js';
import { dashboardArticle, savedArticle } from './article-fields.js';

/** docs/product.md §9: dashboard lists show 3 items. */
export const DASHBOARD_LIST_SIZE = 3;

export async function listRecentArticles(): Promise<DashboardArticle[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'articles'),
      where('status', '==', 'published'),
      orderBy('publishedAt', 'desc'),
      limit(DASHBOARD_LIST_SIZE),
    ),
  );
  return snapshot.docs.map((doc) => dashboardArticle(doc.id, doc.data()));
}

/** The user's latest bookmarks (savedArticles/{uid}_{articleId}, which copy what we list). */
export async function listSavedArticles(uid: string): Promise<DashboardArticle[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'savedArticles'),
      where('userId', '==', uid),
      orderBy('savedAt', 'desc'),
      limit(DASHBOARD_LIST_SIZE),
    ),
  );
  return snapshot.docs.map((doc) => savedArticle(doc.data()));
}
