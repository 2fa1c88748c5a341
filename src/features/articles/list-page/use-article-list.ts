import { useCallback, useEffect, useRef, useState } from 'react';
import { arrivedPreload, isBuilt, takePreloadedOr } from '../../../lib/preload.js';
import { useAsync } from '../../../lib/use-async.js';
import { listKey } from '../api/first-screen.js';
import { otherArticles } from '../components/newer-articles.js';
import { articleTexts } from '../texts.js';
import type { Article, ArticleCursor, ArticleFilter, ArticlePage } from '../types.js';

export type ArticleList =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly articles: readonly Article[];
      readonly hasMore: boolean;
      readonly more: 'idle' | 'loading' | 'error';
      readonly loadMore: () => void;
      /** Index of the first article of the page loaded last by "Load more", for focus. */
      readonly firstNew: number | null;
      /** For an aria-live region: what the last "Load more" did. */
      readonly announcement: string;
      /** Shows the newer first page held back on a built page (NewerArticles); present while there is one. */
      readonly showNewer?: () => void;
    };

interface MorePages {
  readonly pages: readonly ArticlePage[];
  readonly status: 'idle' | 'loading' | 'error';
  readonly announcement: string;
}

const NO_MORE: MorePages = { pages: [], status: 'idle', announcement: '' };

const otherFirstPage = (shown: ArticlePage, fresh: ArticlePage): boolean => otherArticles(shown.articles, fresh.articles);

/** A page from the SDK, whose code is fetched when first needed rather than with the page. */
const listArticles = (filter: ArticleFilter, after: ArticleCursor | null): Promise<ArticlePage> =>
  import('../api/list-articles.js').then((sdk) => sdk.listArticles(filter, after));

/** The page the boot asked for (api/first-screen.ts), or the SDK's. */
export const firstArticleList = (filter: ArticleFilter): Promise<ArticlePage> => takePreloadedOr(listKey(filter), () => listArticles(filter, null));

/**
 * A paged list of published articles: the first page on mount, then one page per
 * loadMore(), each starting after the last article shown. Give the component using it a
 * key per filter, so that a new filter starts a new list.
 */
export function useArticleList(filter: ArticleFilter): ArticleList {
  // The first page is usually already under way (api/first-screen.ts).
  const loadFirst = useCallback(() => firstArticleList(filter), [filter]);
  // A built page's first page stays until the reader asks for a newer one (NewerArticles).
  const [fromBuild] = useState(() => isBuilt(listKey(filter)));
  const first = useAsync(loadFirst, arrivedPreload(listKey(filter)), fromBuild ? otherFirstPage : undefined);
  const [more, setMore] = useState<MorePages>(NO_MORE);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const pages = first.status === 'success' ? [first.data, ...more.pages] : [];
  const next = pages.at(-1)?.next ?? null;

  const loadMore = useCallback(() => {
    if (!next || busy.current) return;
    busy.current = true;
    setMore((state) => ({ ...state, status: 'loading', announcement: articleTexts.loadingMore }));
    listArticles(filter, next).then(
      (page) => {
        busy.current = false;
        if (!mounted.current) return;
        const announcement = articleTexts.loadedMore(page.articles.length, page.next === null);
        setMore((state) => ({ pages: [...state.pages, page], status: 'idle', announcement }));
      },
      () => {
        busy.current = false;
        if (mounted.current) setMore((state) => ({ ...state, status: 'error', announcement: articleTexts.loadFailed }));
      },
    );
  }, [filter, next]);

  const { showNewer } = first;
  if (first.status === 'loading') return { status: 'loading' };
  if (first.status === 'error') return { status: 'error', retry: first.retry };
  const articles = pages.flatMap((page) => page.articles);
  const lastPage = more.pages.at(-1);
  return {
    status: 'ready',
    articles,
    hasMore: next !== null,
    more: more.status,
    loadMore,
    firstNew: lastPage && lastPage.articles.length > 0 ? articles.length - lastPage.articles.length : null,
    announcement: more.announcement,
    ...(showNewer && {
      // The newer first page, and the pages after it afresh: those loaded so far went on from the older one.
      showNewer: () => {
        setMore(NO_MORE);
        showNewer();
      },
    }),
  };
}
