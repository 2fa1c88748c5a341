/**
 * The first data of a reader page: what the site asked for as it booted (first-screen.ts,
 * started by src/app/start-route-data.ts) when there is such a request, else the SDK's own.
 * A request of the boot that failed, or found no published article by that slug, is asked
 * again through the SDK, which reports the error, or looks for the article by id and by
 * earlier slugs (and finds an admin's draft).
 */
import { takePreloaded } from '../../../lib/preload.js';
import type { Article, ArticleFilter, ArticlePage } from '../types.js';
import { articleKey, homeFrom, homeKey, listKey, type HomeArticles, type HomeCounts } from './first-screen.js';
import { getArticle } from './get-article.js';
import { listArticles } from './list-articles.js';
import { listFeaturedArticles, listPublishedArticles } from './list-published-articles.js';

export type { HomeArticles, HomeCounts };

async function loadHome(counts: HomeCounts): Promise<HomeArticles> {
  const [featured, newest] = await Promise.all([
    listFeaturedArticles({ limit: counts.featured }),
    listPublishedArticles({ limit: counts.latest + counts.featured }),
  ]);
  return homeFrom(featured, newest, counts);
}

/** The boot's request under `key`, or `load` when there was none or it failed. */
function booted<T>(key: string, load: () => Promise<T>): Promise<T> {
  return takePreloaded<T>(key)?.catch(load) ?? load();
}

export const firstArticleList = (filter: ArticleFilter): Promise<ArticlePage> => booted(listKey(filter), () => listArticles(filter, null));

export const firstArticle = async (slugOrId: string): Promise<Article | null> =>
  (await booted<Article | null>(articleKey(slugOrId), () => getArticle(slugOrId))) ?? getArticle(slugOrId);

export const firstHomeArticles = (counts: HomeCounts): Promise<HomeArticles> => booted(homeKey(counts), () => loadHome(counts));
