/**
 * The RSS feed and the sitemap, rebuilt in Storage by the admin's browser whenever the
 * published articles change (the site has no server to do it). Each rebuild reads every
 * published article and writes both files whole, so a rebuild that failed is made good by
 * the next change, whoever makes it. firebase.json sends /rss.xml and /sitemap.xml there.
 *
 * A rebuild runs in the background (publishing never waits for it) and leaves its state
 * on the device until it has finished: a failed one, or one cut short by a closed tab, is
 * shown on the admin pages with a way to try again (useFeedsProblem).
 *
 * Cost: one read per published article per rebuild; beyond a few thousand articles this
 * belongs in a Cloud Function (docs/decisions.md).
 */
import { collection, getDocs, limit, orderBy, query, startAfter, Timestamp, where, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
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
export async function rebuildFeeds(origin: string = window.location.origin): Promise<void> {
  const articles = await publishedArticles();
  const storage = getStorageInstance();
  await Promise.all([
    uploadString(ref(storage, 'rss.xml'), rssXml(articles, origin, new Date()), 'raw', { contentType: 'application/rss+xml', cacheControl: CACHE_CONTROL }),
    uploadString(ref(storage, 'sitemap.xml'), sitemapXml(articles, origin), 'raw', { contentType: 'application/xml', cacheControl: CACHE_CONTROL }),
  ]);
}

const STATE_KEY = 'finance-articles:feeds';
/** A rebuild still "running" after this long was cut short (a tab closed mid-way). */
const CUT_SHORT_MS = 2 * 60 * 1000;

interface FeedsState {
  readonly state: 'running' | 'failed';
  readonly since: number;
  readonly message?: string;
}

const listeners = new Set<() => void>();

function writeState(state: FeedsState | null): void {
  try {
    if (state) localStorage.setItem(STATE_KEY, JSON.stringify(state));
    else localStorage.removeItem(STATE_KEY);
  } catch {
    // Storage disabled: the state lives as long as the page.
  }
  listeners.forEach((listener) => listener());
}

/** Why the feeds may be behind what is published, or null when they are not. */
export function feedsProblem(now = Date.now()): string | null {
  let state: FeedsState | null = null;
  try {
    state = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as FeedsState | null;
  } catch {
    return null;
  }
  if (state?.state === 'failed') return state.message ?? '';
  if (state?.state === 'running' && now - state.since > CUT_SHORT_MS) return 'the last update did not finish.';
  return null;
}

/** Starts a rebuild, and resolves when it has ended (it never rejects: its outcome is in feedsProblem). */
export function rebuildFeedsInBackground(): Promise<void> {
  writeState({ state: 'running', since: Date.now() });
  return rebuildFeeds().then(
    () => writeState(null),
    (error: unknown) => writeState({ state: 'failed', since: Date.now(), message: errorMessage(error) }),
  );
}

export function onFeedsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
