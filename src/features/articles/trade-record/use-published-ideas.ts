/**
 * The published ideas of an author or a security, for their record: the boot's request
 * (api/published-ideas.ts) when it made one, else a request of the page's own; the built
 * page's answer until the fresh one is in (lib/preload.ts).
 */
import { useCallback, useState } from 'react';
import { arrivedPreload, takePreloadedOr } from '../../../lib/preload.js';
import { useAsync, type AsyncResource } from '../../../lib/use-async.js';
import { ideasKey, readPublishedIdeas, type IdeaSource, type PublishedIdeas } from '../api/published-ideas.js';

/** Key the component using it by source: it keeps the source it started with. */
export function usePublishedIdeas(source: IdeaSource): AsyncResource<PublishedIdeas> {
  const [kept] = useState(source);
  const key = ideasKey(kept);
  const load = useCallback(() => takePreloadedOr(key, () => readPublishedIdeas(kept)), [key, kept]);
  return useAsync(load, arrivedPreload<PublishedIdeas>(key));
}

