/**
 * The first data of the reader pages, which the site requests as it boots, before the
 * page's own code has arrived (src/app/start-route-data.ts): each `preload…` starts a
 * request, and the page's hook takes it with the matching `first…` function (or makes
 * its own when there is none, in tests or after a retry).
 */
import { preload, takePreloaded } from '../../../lib/preload.js';
import { filterKey } from '../list-page/list-filter.js';
import type { Article, ArticleFilter, ArticlePage } from '../types.js';
import { getArticle } from './get-article.js';
import { listArticles } from './list-articles.js';
import { listFeaturedArticles, listPublishedArticles } from './list-published-articles.js';

export interface HomeArticles {
  readonly featured: readonly Article[];
  readonly latest: readonly Article[];
}

export interface HomeCounts {
  readonly featured: number;
  readonly latest: number;
}

const listKey = (filter: ArticleFilter) => `articles:list:${filterKey(filter)}`;
const articleKey = (slugOrId: string) => `articles:one:${slugOrId}`;
const homeKey = (counts: HomeCounts) => `articles:home:${counts.featured}:${counts.latest}`;

/**
 * Latest leaves out what Featured shows, so the page never lists an article twice: it asks
 * for as many more as Featured may take, in the same round trip as Featured.
 */
async function loadHome(counts: HomeCounts): Promise<HomeArticles> {
  const [featured, newest] = await Promise.all([
    listFeaturedArticles({ limit: counts.featured }),
    listPublishedArticles({ limit: counts.latest + counts.featured }),
  ]);
  const shown = new Set(featured.map((article) => article.id));
  return { featured, latest: newest.filter((article) => !shown.has(article.id)).slice(0, counts.latest) };
}

export const preloadArticleList = (filter: ArticleFilter): Promise<ArticlePage> =>
  preload(listKey(filter), () => listArticles(filter, null));
export const firstArticleList = (filter: ArticleFilter): Promise<ArticlePage> =>
  takePreloaded<ArticlePage>(listKey(filter)) ?? listArticles(filter, null);

export const preloadArticle = (slugOrId: string): Promise<Article | null> => preload(articleKey(slugOrId), () => getArticle(slugOrId));
export const firstArticle = (slugOrId: string): Promise<Article | null> =>
  takePreloaded<Article | null>(articleKey(slugOrId)) ?? getArticle(slugOrId);

export const preloadHomeArticles = (counts: HomeCounts): Promise<HomeArticles> => preload(homeKey(counts), () => loadHome(counts));
export const firstHomeArticles = (counts: HomeCounts): Promise<HomeArticles> =>
  takePreloaded<HomeArticles>(homeKey(counts)) ?? loadHome(counts);
