import { useCallback } from 'react';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import { getArticle } from '../api/get-article.js';
import type { Article } from '../types.js';

/** The article at this address; null when there is none a reader may see. */
export function useArticle(slugOrId: string): AsyncResource<Article | null> {
  const load = useCallback(() => getArticle(slugOrId), [slugOrId]);
  return useAsync(load);
}
