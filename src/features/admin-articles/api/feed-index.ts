/**
 * The feed index: what rss.xml and sitemap.xml need, kept up to date by each save in the
 * same commit (firestore.rules check it), so that rebuilding the feeds after a publish
 * reads a bounded number of small documents, never every article (docs/data-model.md):
 * - feedItems/{articleId}: one per published article, the RSS item (title, summary,
 *   author, category, dates, the text, the image) and the sitemap chunk that lists it,
 *   each exactly as the article has it (firestore.rules compare them, so a feed never
 *   says what the article does not). The text is the article's as stored, sanitized when
 *   it was saved; it is sanitized again, with absolute addresses, when the feed is drawn
 *   from it. The feed reads the newest 50.
 * - sitemapChunks/{n}: the sitemap's entries (slug, category, tickers, lastmod) of up to
 *   2,000 articles each, keyed by article id. A new article goes into the newest chunk, or
 *   opens the next one when that is full. The sitemap reads every chunk: 50 at 100,000
 *   articles.
 * - site/feedIndex: when the index was first built from the articles (once, by the first
 *   rebuild after this change: buildFeedIndex).
 * A save reads at most two of these (its own item, the newest chunk).
 */
import {
  collection, deleteField, doc, FieldPath, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, startAfter, Timestamp, where,
  writeBatch, type DocumentData, type FieldValue, type QueryDocumentSnapshot, type WriteBatch,
} from 'firebase/firestore/lite';
import { isCategoryId } from '../../../config/categories.js';
import { siteImagePrefix } from '../../../config/image-prefix.js';
import { siteOrigin } from '../../../config/site-origin.js';
import { absoluteAddresses, articleUrl, feedImage, RSS_ITEMS, SITEMAP_CHUNK_SIZE, type FeedImage, type FeedItem, type SitemapEntry } from '../../../lib/feeds.js';
import { tickersFrom } from '../../../lib/finance.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html.js';

const itemDoc = (articleId: string) => doc(getDb(), 'feedItems', articleId);
const chunkDoc = (n: number) => doc(getDb(), 'sitemapChunks', String(n));
const indexDoc = () => doc(getDb(), 'site', 'feedIndex');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where a save puts the article in the index, read before its batch. */
export interface IndexPlace {
  /** The chunk that lists it now, or null. */
  readonly listedIn: number | null;
  /** The chunk a newly listed article goes into. */
  readonly newestChunk: { readonly n: number; readonly size: number } | null;
}

async function newestChunk(): Promise<IndexPlace['newestChunk']> {
  const found = await getDocs(query(collection(getDb(), 'sitemapChunks'), orderBy('n', 'desc'), limit(1)));
  const chunk = found.docs[0];
  const n: unknown = chunk?.get('n');
  const entries: unknown = chunk?.get('entries');
  if (typeof n !== 'number') return null;
  return { n, size: typeof entries === 'object' && entries !== null ? Object.keys(entries).length : 0 };
}

/**
 * Reads where the article is in the index: its own item (when it may have one) and, when it
 * is to be published and is not listed yet, the newest chunk. At most two reads.
 */
export async function indexPlace(articleId: string, existed: boolean, publishing: boolean): Promise<IndexPlace> {
  const item = existed ? (await getDoc(itemDoc(articleId))).data() : undefined;
  const listedIn = typeof item?.chunk === 'number' ? item.chunk : null;
  return { listedIn, newestChunk: publishing && listedIn === null ? await newestChunk() : null };
}

/** The article as the index needs it: its stored fields after the save. */
export interface IndexedArticle {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly category: string;
  readonly tickers: readonly string[];
  readonly author: string;
  readonly publishedAt: Timestamp | FieldValue;
  readonly shareImage?: unknown;
  readonly featuredImage?: unknown;
}

/** The item: the article's own fields (an item that differs is refused), and the chunk that lists it. */
function itemFields(article: IndexedArticle, chunk: number) {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    author: article.author,
    category: isCategoryId(article.category) ? article.category : null,
    publishedAt: article.publishedAt,
    content: article.content,
    image: feedImage(article.shareImage, article.featuredImage, siteImagePrefix()),
    chunk,
  };
}

function entryFields(article: IndexedArticle, lastmod: Timestamp | FieldValue) {
  return { s: article.slug, c: isCategoryId(article.category) ? article.category : null, t: [...tickersFrom(article.tickers)], m: lastmod };
}

const entryPath = (articleId: string) => new FieldPath('entries', articleId);

/** Lists the article in chunk `n` (creating the chunk when it is new). */
function listIn(batch: WriteBatch, n: number, isNew: boolean, articleId: string, entry: ReturnType<typeof entryFields>): void {
  if (isNew) batch.set(chunkDoc(n), { n, entries: { [articleId]: entry }, changed: articleId });
  else batch.update(chunkDoc(n), entryPath(articleId), entry, 'changed', articleId);
}

/**
 * Adds to `batch` the index's part of a save: a published article's item and sitemap entry
 * written, an unpublished one's taken out. `article` null: the article is deleted.
 */
export function writeIndex(
  batch: WriteBatch,
  articleId: string,
  place: IndexPlace,
  article: IndexedArticle | null,
  published: boolean,
  lastmod: Timestamp | FieldValue = serverTimestamp(),
): void {
  if (!article || !published) {
    if (place.listedIn === null) return;
    batch.delete(itemDoc(articleId));
    batch.update(chunkDoc(place.listedIn), entryPath(articleId), deleteField(), 'changed', articleId);
    return;
  }
  let chunk = place.listedIn;
  let isNew = false;
  if (chunk === null) {
    const newest = place.newestChunk;
    isNew = !newest || newest.size >= SITEMAP_CHUNK_SIZE;
    chunk = !newest ? 1 : isNew ? newest.n + 1 : newest.n;
  }
  batch.set(itemDoc(articleId), itemFields(article, chunk));
  listIn(batch, chunk, isNew, articleId, entryFields(article, lastmod));
}

// ---- Reading the index, for the feeds

const date = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/**
 * An item for the feed: its text sanitized with the article page's allowlist (whatever was
 * stored, so a feed reader that shows content:encoded gets no script, handler or frame), with
 * every address absolute.
 */
function feedItem(data: DocumentData, origin: string): FeedItem | null {
  const publishedAt = date(data.publishedAt);
  if (typeof data.slug !== 'string' || !publishedAt) return null;
  return {
    slug: data.slug,
    title: text(data.title),
    summary: text(data.summary),
    author: text(data.author),
    category: isCategoryId(data.category) ? data.category : null,
    publishedAt,
    content: absoluteAddresses(sanitizeArticleHtml(text(data.content), origin), articleUrl(origin, data.slug)),
    image: storedImage(data.image),
  };
}

function storedImage(value: unknown): FeedImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, type, width, height } = value as Record<string, unknown>;
  if (typeof url !== 'string' || (type !== 'image/png' && type !== 'image/jpeg')) return null;
  return { url, type, ...(typeof width === 'number' && typeof height === 'number' ? { width, height } : {}) };
}

/** The newest RSS_ITEMS items, with addresses on `origin`: RSS_ITEMS reads. */
export async function newestFeedItems(origin: string = siteOrigin()): Promise<FeedItem[]> {
  const found = await getDocs(query(collection(getDb(), 'feedItems'), orderBy('publishedAt', 'desc'), limit(RSS_ITEMS)));
  return found.docs.flatMap((item) => feedItem(item.data(), origin) ?? []);
}

/** Every article's sitemap entry: one read per chunk of SITEMAP_CHUNK_SIZE articles. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const found = await getDocs(collection(getDb(), 'sitemapChunks'));
  const entries = new Map<string, SitemapEntry>();
  for (const chunk of found.docs) {
    const listed: unknown = chunk.get('entries');
    if (typeof listed !== 'object' || listed === null) continue;
    for (const [articleId, entry] of Object.entries(listed as Record<string, unknown>)) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { s, c, t, m } = entry as Record<string, unknown>;
      const lastmod = date(m);
      if (typeof s === 'string' && lastmod) entries.set(articleId, { slug: s, category: isCategoryId(c) ? c : null, tickers: tickersFrom(t), lastmod });
    }
  }
  return [...entries.values()];
}

// ---- Building the index once from the articles

const BUILD_PAGE = 200;
/** Commits the build keeps in flight at once. */
const BUILD_PARALLEL = 20;

/** The article as stored, for the index. */
function indexedArticle(data: DocumentData): IndexedArticle {
  const author: unknown = data.author;
  return {
    slug: text(data.slug),
    title: text(data.title),
    summary: text(data.summary),
    content: text(data.content),
    category: text(data.category),
    tickers: tickersFrom(data.tickers),
    author: typeof author === 'object' && author !== null && 'name' in author ? text(author.name) : '',
    publishedAt: data.publishedAt instanceof Timestamp ? data.publishedAt : serverTimestamp(),
    shareImage: data.shareImage,
    featuredImage: data.featuredImage,
  };
}

/**
 * Builds the index from the published articles, once for the site (site/feedIndex says it
 * was): the first rebuild of the feeds after the index came in, in an admin's browser.
 * Reads every published article once; each article is its own commit (the rules judge one
 * sitemap entry a write), up to BUILD_PARALLEL at a time. Articles a save indexed already are listed where they are.
 */
export async function buildFeedIndex(): Promise<number> {
  if ((await getDoc(indexDoc())).exists()) return 0;
  const chunks = await getDocs(collection(getDb(), 'sitemapChunks'));
  const listed = new Map<string, number>();
  let newest: { n: number; size: number } | null = null;
  for (const chunk of chunks.docs) {
    const n = chunk.get('n') as unknown;
    const entries = chunk.get('entries') as unknown;
    if (typeof n !== 'number' || typeof entries !== 'object' || entries === null) continue;
    for (const id of Object.keys(entries)) listed.set(id, n);
    if (!newest || n > newest.n) newest = { n, size: Object.keys(entries).length };
  }
  let built = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await getDocs(
      query(collection(getDb(), 'articles'), where('status', '==', 'published'), orderBy('publishedAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(BUILD_PAGE)),
    );
    // Each new article goes into the newest chunk, which the one before may have opened:
    // places are decided in order, and a commit that opens a chunk waits for those before
    // it and goes alone (it writes the chunk whole). The others go BUILD_PARALLEL at a time.
    let pending: Promise<void>[] = [];
    for (const article of page.docs) {
      const data = article.data();
      if (typeof data.slug !== 'string' || !(data.publishedAt instanceof Timestamp)) continue;
      const place: IndexPlace = { listedIn: listed.get(article.id) ?? null, newestChunk: newest };
      const opens = place.listedIn === null && (!newest || newest.size >= SITEMAP_CHUNK_SIZE);
      if (opens || pending.length >= BUILD_PARALLEL) {
        await Promise.all(pending);
        pending = [];
      }
      const batch = writeBatch(getDb());
      const lastmod = data.updatedAt instanceof Timestamp ? data.updatedAt : data.publishedAt;
      writeIndex(batch, article.id, place, indexedArticle(data), true, lastmod);
      if (opens) await batch.commit();
      else pending.push(batch.commit());
      if (place.listedIn === null) newest = opens ? { n: (newest?.n ?? 0) + 1, size: 1 } : { n: newest!.n, size: newest!.size + 1 };
      built++;
    }
    await Promise.all(pending);
    if (page.size < BUILD_PAGE) break;
    after = page.docs.at(-1);
  }
  await setDoc(indexDoc(), { builtAt: serverTimestamp() });
  return built;
}
