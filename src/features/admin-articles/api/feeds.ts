/**
 * The RSS feed and the sitemap, rebuilt in Storage by the admin's browser whenever the
 * published articles change (the site has no server to do it). Each rebuild reads every
 * published article and writes both files whole, so a rebuild that failed is made good by
 * the next change, whoever makes it. firebase.json sends /rss.xml and /sitemap.xml there.
 *
 * A rebuild runs in the background (publishing never waits for it) and records how it
 * goes in site/feeds, which every admin reads: a failed one, or one cut short by a closed
 * tab, is shown on every admin's article pages with a way to try again (FeedsNotice).
 *
 * Cost: one read per published article per rebuild; beyond a few thousand articles this
 * belongs in a Cloud Function (docs/decisions.md).
 */
import {
  collection, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, startAfter, Timestamp, where,
  type DocumentData, type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { ref, uploadString } from 'firebase/storage';
import { isCategoryId } from '../../../config/categories.js';
import { tickersFrom } from '../../../lib/finance.js';
import { rssXml, sitemapXml, type FeedArticle } from '../../../lib/feeds.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { getStorageInstance } from '../../../lib/firebase/storage.js';
import { errorMessage } from './error-message.js';

const PAGE = 200;
/** Feed readers and crawlers may keep a copy for five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

function feedArticle(data: DocumentData): FeedArticle | null {
  if (typeof data.slug !== 'string' || !(data.publishedAt instanceof Timestamp)) return null;
  return {
    slug: data.slug,
    title: typeof data.title === 'string' ? data.title : '',
    summary: typeof data.summary === 'string' ? data.summary : '',
    category: isCategoryId(data.category) ? data.category : null,
    publishedAt: data.publishedAt.toDate(),
    updatedAt: data.updatedAt instanceof Timestamp ? data.updatedAt.toDate() : null,
    tickers: tickersFrom(data.tickers),
  };
}

async function publishedArticles(): Promise<FeedArticle[]> {
  const articles: FeedArticle[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await getDocs(
      query(collection(getDb(), 'articles'), where('status', '==', 'published'), orderBy('publishedAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(PAGE)),
    );
    for (const item of page.docs) {
      const article = feedArticle(item.data());
      if (article) articles.push(article);
    }
    if (page.size < PAGE) return articles;
    after = page.docs.at(-1);
  }
}

/** Rebuilds both feeds with addresses on `origin` (the site's own). */
async function rebuildFeeds(origin: string = window.location.origin): Promise<void> {
  const articles = await publishedArticles();
  const storage = getStorageInstance();
  await Promise.all([
    uploadString(ref(storage, 'rss.xml'), rssXml(articles, origin, new Date()), 'raw', { contentType: 'application/rss+xml', cacheControl: CACHE_CONTROL }),
    uploadString(ref(storage, 'sitemap.xml'), sitemapXml(articles, origin), 'raw', { contentType: 'application/xml', cacheControl: CACHE_CONTROL }),
  ]);
}

/** A rebuild still "running" after this long was cut short (a tab closed mid-way). */
const CUT_SHORT_MS = 2 * 60 * 1000;
/** firestore.rules keep the state's message to 500 characters. */
const MAX_MESSAGE = 500;

type FeedsState = 'running' | 'done' | 'failed';

const stateDoc = () => doc(getDb(), 'site', 'feeds');
const listeners = new Set<() => void>();

/** Records how the rebuild goes, where every admin reads it; never fails the rebuild itself. */
async function recordState(state: FeedsState, message = ''): Promise<void> {
  try {
    await setDoc(stateDoc(), { state, ...(message ? { message: message.slice(0, MAX_MESSAGE) } : {}), updatedAt: serverTimestamp() });
  } catch {
    // The state could not be stored (offline, or no longer an admin): the feeds are what matters.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Why the feeds may be behind what is published, or null when they are not: the last
 * rebuild, whoever's browser ran it, failed or was cut short.
 */
export async function feedsProblem(now = Date.now()): Promise<string | null> {
  const data = (await getDoc(stateDoc())).data();
  if (data?.state === 'failed') return typeof data.message === 'string' ? data.message : '';
  const updatedAt: unknown = data?.updatedAt;
  if (data?.state === 'running' && updatedAt instanceof Timestamp && now - updatedAt.toMillis() > CUT_SHORT_MS) {
    return 'the last update did not finish.';
  }
  return null;
}

/** Starts a rebuild, and resolves when it has ended (it never rejects: its outcome is in feedsProblem). */
export async function rebuildFeedsInBackground(): Promise<void> {
  await recordState('running');
  try {
    await rebuildFeeds();
  } catch (error) {
    await recordState('failed', errorMessage(error));
    return;
  }
  await recordState('done');
}

export function onFeedsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
