/**
 * The first screen's data of the reader pages, read as the site boots
 * (src/app/start-route-data.ts) with one REST request per query (lib/firebase/rest-query.ts):
 * no preflight, and no waiting for the SDK's code, so the data and then the largest image
 * are on their way while React and the page's code still download. The page's hook takes
 * the request over (firstHomeArticles, firstArticleList, firstArticle), and asks again when
 * there is none or it failed (an article: through the SDK, and also when it found none by
 * that slug: an id, an old slug, an admin's draft).
 *
 * Lists read every page here (list-articles.ts), with the fields cards show only
 * (card-fields.ts); an article is the SDK's query by slug (get-article.ts) field for field.
 * first-screen.test.ts holds them to the SDK's answers, lists without each article's text.
 */
import { preload } from '../../../lib/preload.js';
import { tagKey } from '../../../lib/tags.js';
import {
  allOf,
  arrayContains,
  documentName,
  fieldEquals,
  runQueryRest,
  timestampValue,
  type RestFilter,
  type RestTimestamp,
  type StructuredQuery,
} from '../../../lib/firebase/rest-query.js';
import { filterKey } from '../list-page/list-filter.js';
import type { Article, ArticleFilter, ArticlePage } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';
import { cardFields, cardOf, documentPosition } from './card-fields.js';
import { ARTICLES_PER_PAGE, cursorAtPosition, type ArticlePosition } from './pages.js';

export interface HomeArticles {
  readonly featured: readonly Article[];
  readonly latest: readonly Article[];
}

export interface HomeCounts {
  readonly featured: number;
  readonly latest: number;
}

/** A filter the first screen reads over REST: every one but search. */
export type ListFilter = Exclude<ArticleFilter, { kind: 'search' }>;

export const listKey = (filter: ArticleFilter) => `articles:list:${filterKey(filter)}`;
export const articleKey = (slugOrId: string) => `articles:one:${slugOrId}`;
export const homeKey = (counts: HomeCounts) => `articles:home:${counts.featured}:${counts.latest}`;

/**
 * Latest leaves out what Featured shows, so the page never lists an article twice: it asks
 * for as many more as Featured may take, in the same round trip as Featured.
 */
function homeFrom(featured: readonly Article[], newest: readonly Article[], counts: HomeCounts): HomeArticles {
  const shown = new Set(featured.map((article) => article.id));
  return { featured, latest: newest.filter((article) => !shown.has(article.id)).slice(0, counts.latest) };
}

const text = (stringValue: string) => ({ stringValue });
const published = fieldEquals('status', text('published'));

/** A list's query: published articles, newest first, with the fields cards show. */
function newestFirst(where: RestFilter, limit: number): StructuredQuery {
  return { select: cardFields, from: [{ collectionId: 'articles' }], where, orderBy: [{ field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' }], limit };
}


function filterOf(filter: ListFilter): RestFilter[] {
  switch (filter.kind) {
    case 'all':
      return [];
    case 'category':
      return [fieldEquals('category', text(filter.category))];
    case 'tag':
      return [arrayContains('tagKeys', text(tagKey(filter.tag)))];
    case 'ticker':
      return [arrayContains('tickers', text(filter.ticker))];
    case 'author':
      return [fieldEquals('author.id', text(filter.author))];
  }
}

/** A page of a list, the first or the one after `after`, with the cursor of the next. */
export async function restArticleList(filter: ListFilter, after: ArticlePosition | null = null): Promise<ArticlePage> {
  const query = newestFirst(allOf(published, ...filterOf(filter)), ARTICLES_PER_PAGE + 1);
  const found = await runQueryRest({
    ...query,
    // Named, so a cursor can give the id: the order Firestore adds by itself anyway.
    orderBy: [...(query.orderBy ?? []), { field: { fieldPath: '__name__' }, direction: 'DESCENDING' }],
    ...(after && { startAt: { values: [timestampValue(after.publishedAt), { referenceValue: documentName(`articles/${after.id}`) }], before: false } }),
  });
  // One more than a page tells whether to offer "Load more" without an extra read.
  const shown = found.slice(0, ARTICLES_PER_PAGE);
  const last = shown.at(-1);
  const position = last ? documentPosition(last) : null;
  return { articles: shown.map(cardOf), next: found.length > ARTICLES_PER_PAGE && position ? cursorAtPosition(position) : null };
}

export async function restHomeArticles(counts: HomeCounts): Promise<HomeArticles> {
  const [featured, newest] = await Promise.all([
    runQueryRest(newestFirst(allOf(published, fieldEquals('isFeatured', { booleanValue: true })), counts.featured)),
    runQueryRest(newestFirst(published, counts.latest + counts.featured)),
  ]);
  return homeFrom(featured.map(cardOf), newest.map(cardOf), counts);
}

/** The published article with this slug; null when there is none (it may be an id, or an old slug). */
export async function restPublishedBySlug(slug: string): Promise<Article | null> {
  const [found] = await runQueryRest({ from: [{ collectionId: 'articles' }], where: allOf(fieldEquals('slug', text(slug)), published), limit: 1 });
  return found ? articleFromDoc(found.id, found.fields) : null;
}

/** Where a page of every published article ends, for the next to start after it. */
export interface PublishedCursor {
  readonly publishedAt: RestTimestamp;
  readonly id: string;
}

/**
 * Every published article, whole, newest first, a page at a time: what the build renders
 * (src/app/prerender.tsx). Not a query of the browser's.
 */
export async function restPublishedPage(after: PublishedCursor | null, limit: number): Promise<{ articles: Article[]; next: PublishedCursor | null }> {
  const found = await runQueryRest({
    from: [{ collectionId: 'articles' }],
    where: published,
    orderBy: [
      { field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ],
    ...(after && { startAt: { values: [timestampValue(after.publishedAt), { referenceValue: documentName(`articles/${after.id}`) }], before: false } }),
    limit,
  });
  const last = found.at(-1);
  const lastPublished = last?.fields.publishedAt as RestTimestamp | null | undefined;
  return { articles: found.map((document) => articleFromDoc(document.id, document.fields)), next: found.length === limit && last && lastPublished ? { publishedAt: lastPublished, id: last.id } : null };
}

export const preloadHomeArticles = (counts: HomeCounts): Promise<HomeArticles> => preload(homeKey(counts), () => restHomeArticles(counts));
export const preloadArticleList = (filter: ListFilter): Promise<ArticlePage> => preload(listKey(filter), () => restArticleList(filter));
export const preloadArticle = (slug: string): Promise<Article | null> => preload(articleKey(slug), () => restPublishedBySlug(slug));
