/**
 * The home page's articles, featured and latest, loaded together: one loading state, one
 * error with one Try Again for both sections.
 */
import { useCallback } from 'react';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import type { Article } from '../types.js';
import { listFeaturedArticles, listPublishedArticles } from './list-published-articles.js';

export interface HomeArticles {
  readonly featured: readonly Article[];
  readonly latest: readonly Article[];
}

export type HomeArticlesResource = AsyncResource<HomeArticles>;

export function useHomeArticles(counts: { readonly featured: number; readonly latest: number }): HomeArticlesResource {
  const { featured, latest } = counts;
  const load = useCallback(
    async (): Promise<HomeArticles> => {
      const [featuredArticles, latestArticles] = await Promise.all([
        listFeaturedArticles({ limit: featured }),
        listPublishedArticles({ limit: latest }),
      ]);
      return { featured: featuredArticles, latest: latestArticles };
    },
    [featured, latest],
  );
  return useAsync(load);
}
