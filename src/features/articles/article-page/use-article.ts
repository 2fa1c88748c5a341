import { useCallback } from 'react';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import { firstArticle } from '../api/preloaded.js';
import type { Article } from '../types.js';

/** The article at this address; null when there is none a reader may see. */
export function useArticle(slugOrId: string): AsyncResource<Article | null> {
  // A retry asks again; the first load is usually already under way (see preloaded.ts).
  const load = useCallback(() => firstArticle(slugOrId), [slugOrId]);
  return useAsync(load);
}
