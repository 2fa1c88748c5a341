/**
 * The home page's articles, featured and latest, loaded together: one loading state, one
 * error with one Try Again for both sections. The first load is usually already under way
 * (first-screen.ts).
 */
import { useCallback } from 'react';
import { arrivedPreload, takePreloadedOr } from '../../../lib/preload.js';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import { homeFrom, homeKey, type HomeArticles, type HomeCounts } from './first-screen.js';

export type { HomeArticles, HomeCounts };

export type HomeArticlesResource = AsyncResource<HomeArticles>;

async function loadHome(counts: HomeCounts): Promise<HomeArticles> {
  // The SDK's code is fetched only when the boot's request is missing or failed.
  const { listFeaturedArticles, listPublishedArticles } = await import('./list-published-articles.js');
  const [featured, newest] = await Promise.all([
    listFeaturedArticles({ limit: counts.featured }),
    listPublishedArticles({ limit: counts.latest + counts.featured }),
  ]);
  return homeFrom(featured, newest, counts);
}

/** What the boot asked for, or the SDK's answer. */
export const firstHomeArticles = (counts: HomeCounts): Promise<HomeArticles> => takePreloadedOr(homeKey(counts), () => loadHome(counts));

export function useHomeArticles(counts: HomeCounts): HomeArticlesResource {
  const { featured, latest } = counts;
  const load = useCallback(() => firstHomeArticles({ featured, latest }), [featured, latest]);
  // Already in when the page first draws (the usual case): no loading frame before it.
  return useAsync(load, arrivedPreload(homeKey({ featured, latest })));
}
