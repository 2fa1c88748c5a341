/**
 * The most read published articles for the sidebar (docs/decisions.md: a real query, viewCount
 * desc). Index: articles (status, viewCount desc).
 */
import { useCallback } from 'react';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

export const POPULAR_ARTICLES = 5;

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

/** The five most read, leaving out `exclude` (the article being read): one more is asked for in case. */
export function usePopularArticles(exclude?: string): AsyncResource<Article[]> {
  const load = useCallback(async () => {
    const found = await listPopularArticles(POPULAR_ARTICLES + (exclude ? 1 : 0));
    return found.filter((article) => article.id !== exclude).slice(0, POPULAR_ARTICLES);
  }, [exclude]);
  return useAsync(load);
}
