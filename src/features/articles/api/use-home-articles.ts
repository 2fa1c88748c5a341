/**
 * The home page's articles, featured and latest, loaded together: one loading state, one
 * error with one Try Again for both sections. The first load is usually already under way
 * (first-screen.ts).
 */
import { useCallback, useState } from 'react';
import { arrivedPreload, isBuilt, takePreloadedOr } from '../../../lib/preload.js';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import { otherArticles } from '../components/newer-articles.js';
import { homeKey, restHomeArticles, type HomeArticles, type HomeCounts } from './first-screen.js';

export type { HomeCounts };

export type HomeArticlesResource = AsyncResource<HomeArticles>;

/** What the boot asked for, or the same query asked again (it failed, or the page is a built one). */
const firstHomeArticles = (counts: HomeCounts): Promise<HomeArticles> => takePreloadedOr(homeKey(counts), () => restHomeArticles(counts));

/** Whether the home page would show other articles, or in another order. */
const otherHome = (shown: HomeArticles, fresh: HomeArticles): boolean =>
  otherArticles([...shown.featured, ...shown.latest], [...fresh.featured, ...fresh.latest]);

export function useHomeArticles(counts: HomeCounts): HomeArticlesResource {
  const { featured, latest } = counts;
  const load = useCallback(() => firstHomeArticles({ featured, latest }), [featured, latest]);
  // A built page's articles stay until the reader asks for newer ones (NewerArticles).
  const [fromBuild] = useState(() => isBuilt(homeKey({ featured, latest })));
  // Already in when the page first draws (the usual case): no loading frame before it.
  return useAsync(load, arrivedPreload(homeKey({ featured, latest })), fromBuild ? otherHome : undefined);
}
