/**
 * The RSS feed and the sitemap, rebuilt in Storage by the admin's browser whenever the
 * published articles change (the site has no server to do it). Each rebuild reads the feed
 * index (feed-index.ts: the newest 50 items and the sitemap's chunks, never the articles)
 * and writes the files whole, so a rebuild that failed is made good by the next change,
 * whoever makes it. firebase.json sends /rss.xml, /sitemap.xml and /sitemap-{n}.xml there.
 *
 * A rebuild runs in the background (publishing never waits for it) and records how it
 * goes in site/feeds, which every admin reads: a failed one, or one cut short by a closed
 * tab, is shown on every admin's article pages with a way to try again (FeedsNotice).
 *
 * Cost: at most 50 feed items and one sitemap chunk per 2,000 articles a rebuild, whatever
 * the archive's size (docs/decisions.md; npm run bench:publish measures it).
 */
import { doc, getDoc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore/lite';
import { ref, uploadString } from 'firebase/storage';
import { siteOrigin } from '../../../config/site-origin.js';
import { rssXml, sitemapFiles } from '../../../lib/feeds.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { getStorageInstance } from '../../../lib/firebase/storage.js';
import { errorMessage } from './error-message.js';
import { buildFeedIndex, newestFeedItems, sitemapEntries } from './feed-index.js';

/** Feed readers and crawlers may keep a copy for five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Rebuilds both feeds with addresses on `origin` (the site's own), from the feed index:
 * the newest 50 items and the sitemap's chunks (feed-index.ts), built first if need be.
 */
async function rebuildFeeds(origin: string = siteOrigin()): Promise<void> {
  await buildFeedIndex();
  const [items, entries] = await Promise.all([newestFeedItems(origin), sitemapEntries()]);
  const storage = getStorageInstance();
  await Promise.all([
    uploadString(ref(storage, 'rss.xml'), rssXml(items, origin, new Date()), 'raw', { contentType: 'application/rss+xml', cacheControl: CACHE_CONTROL }),
    ...sitemapFiles(entries, origin).map(({ path, xml }) =>
      uploadString(ref(storage, path), xml, 'raw', { contentType: 'application/xml', cacheControl: CACHE_CONTROL }),
    ),
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
