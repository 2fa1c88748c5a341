/**
 * The home page's articles, featured and latest, loaded together: one loading state, one
 * error with one Try Again for both sections. The first load is usually already under way
 * (see preloaded.ts).
 */
import { useCallback } from 'react';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import { firstHomeArticles, type HomeArticles, type HomeCounts } from './preloaded.js';

export type { HomeArticles, HomeCounts };

export type HomeArticlesResource = AsyncResource<HomeArticles>;

export function useHomeArticles(counts: HomeCounts): HomeArticlesResource {
  const { featured, latest } = counts;
  const load = useCallback(() => firstHomeArticles({ featured, latest }), [featured, latest]);
  return useAsync(load);
}
