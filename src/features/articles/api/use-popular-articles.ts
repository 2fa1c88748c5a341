/**
 * The sidebar's most read articles (list-popular-articles.ts). The query's code, the
 * Firestore SDK, is fetched once the page has drawn: the sidebar is not its first screen.
 */
import { useCallback } from 'react';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import type { Article } from '../types.js';

export const POPULAR_ARTICLES = 5;

/** The five most read, leaving out `exclude` (the article being read): one more is asked for in case. */
export function usePopularArticles(exclude?: string): AsyncResource<Article[]> {
  const load = useCallback(async () => {
    const { listPopularArticles } = await import('./list-popular-articles.js');
    const found = await listPopularArticles(POPULAR_ARTICLES + (exclude ? 1 : 0));
    return found.filter((article) => article.id !== exclude).slice(0, POPULAR_ARTICLES);
  }, [exclude]);
  return useAsync(load);
}
