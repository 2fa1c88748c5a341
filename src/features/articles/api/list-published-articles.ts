/**
 * Published articles, newest first (DESIGN §3). Needs the composite index
 * articles(status ASC, publishedAt DESC) from firestore.indexes.json.
 */
import { useCallback } from 'react';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';

export interface ListPublishedArticlesOptions {
  readonly limit: number;
}

export async function listPublishedArticles(options: ListPublishedArticlesOptions): Promise<Article[]> {
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

export function usePublishedArticles(options: ListPublishedArticlesOptions): AsyncResource<Article[]> {
  const count = options.limit;
  const load = useCallback(() => listPublishedArticles({ limit: count }), [count]);
  return useAsync(load);
}
