import { useCallback } from 'react';
import { arrivedPreload, takePreloaded } from '../../../lib/preload.js';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import { articleKey } from '../api/first-screen.js';
import type { Article } from '../types.js';

/**
 * The article the boot asked for (api/first-screen.ts), or the SDK's. The boot's finds only
 * a published article by slug: when it found none, the SDK looks by id and by earlier
 * slugs (and finds an admin's draft).
 */
export async function firstArticle(slugOrId: string): Promise<Article | null> {
  const booted = takePreloaded<Article | null>(articleKey(slugOrId));
  // The SDK's code is fetched only when the boot's answer is missing, failed or empty.
  return (booted && (await booted.catch(() => null))) ?? (await import('../api/get-article.js')).getArticle(slugOrId);
}

/** The article at this address; null when there is none a reader may see. */
export function useArticle(slugOrId: string): AsyncResource<Article | null> {
  // A retry asks again; the first load is usually already under way.
  const load = useCallback(() => firstArticle(slugOrId), [slugOrId]);
  // The boot's article, when it is in (and found) as the page first draws: no spinner first.
  const arrived = arrivedPreload<Article | null>(articleKey(slugOrId));
  return useAsync(load, arrived?.data ? arrived : undefined);
}
