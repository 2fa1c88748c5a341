/**
 * The archive of `npm run bench:scale`: published articles of 1,500 to 3,000 words and
 * newsletter subscribers, as many as a size asks for, written straight to the stack as its
 * owner in batched commits (a few in flight), as seed-demo.ts writes the demo.
 *
 * Each article is a demo article (demo-content) grown to its length with sections of the
 * others, under a title of its own, through articleDocument: the document the app stores,
 * with its search terms, reading time and excerpt from the editor's own helpers, its
 * category, tags, tickers, trade idea and outcome those of the demo article it grew from,
 * one in fifty featured. Each comes with what a publish writes beside it: its slug's claim
 * and its place in the feed index (feedItems and sitemapChunks, as feed-index.ts's
 * writeIndex writes them), so that a publish measured afterwards finds the index built.
 * All are older than the demo's articles, so the pages the build rendered stay the same
 * lists at every size.
 */
import {
  collection, doc, getDoc, getDocs, limit, orderBy, query, Timestamp, where, writeBatch, type Firestore, type WriteBatch,
} from 'firebase/firestore/lite';
import { feedImage, SITEMAP_CHUNK_SIZE } from '../../../src/lib/feeds.js';
import { plainText, searchWords } from '../../../src/lib/article-text.js';
import { personSearchTerms } from '../../../src/lib/search-terms.js';
import { subscriptionDay } from '../../../src/lib/subscription-days.js';
import { articleDocument, DAY_MS, slugOf, type ArticleData } from '../demo-content/article-document.js';
import { DEMO_ARTICLES } from '../demo-content/articles/index.js';
import type { DemoArticle } from '../demo-content/types.js';

const MIN_WORDS = 1500;
const MAX_WORDS = 3000;
/** Articles per commit: three writes each (article, claim, feed item), ~3 MB of JSON. */
const ARTICLES_PER_COMMIT = 40;
const SUBSCRIBERS_PER_COMMIT = 500;
const COMMITS_IN_FLIGHT = 3;
const TITLE_ANGLES = ['Revisited', 'In Practice', 'A Case Study', 'Worked Examples', 'Common Questions', 'Field Notes', 'A Second Look', 'The Checklist'];
const MORE_TICKERS = ['XOM', 'JPM', 'AMZN', 'META', 'BRK.B', 'UNH', 'HD', 'PG', 'COST', 'NFLX', 'IWM', 'GLD', 'EFA', 'VNQ', 'LQD', 'BND'];

/** A demo article as the seed stored it: its figures' addresses resolved, its images uploaded. */
export interface StoredDemo {
  readonly demo: DemoArticle;
  readonly id: string;
  readonly data: ArticleData;
}

/**
 * Tries again when the stack closed the connection under the request: a busy emulator can
 * let an idle connection's keep-alive run out while the next request is already on its
 * way. The writes here are sets of whole documents, so sending one twice changes nothing.
 */
async function again<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('fetch failed')) throw err;
    }
  }
}

/** The demo's published articles as stored (the seed resolved their figures and uploaded their images). */
export async function readPublishedDemo(db: Firestore): Promise<StoredDemo[]> {
  const found = await again(() => getDocs(query(collection(db, 'articles'), where('status', '==', 'published'))));
  const bySlug = new Map(found.docs.map((stored) => [stored.get('slug') as string, stored]));
  return DEMO_ARTICLES.flatMap((demo) => {
    const stored = bySlug.get(slugOf(demo));
    return stored ? [{ demo, id: stored.id, data: stored.data() as ArticleData }] : [];
  });
}

/** A number in [0, 1) that depends on i alone: the same archive on every run. */
const spread = (i: number, salt: number): number => (((i + 1) * 2654435761 + salt * 40503) % 2 ** 32) / 2 ** 32;

const wordCount = (html: string): number => searchWords(plainText(html)).length;

/** An article's sections: the text before its first heading, then each h2 with what follows. */
const sectionsOf = (html: string): string[] => html.split(/\n(?=<h2>)/);

/** The text of article i: its base's, then whole sections of the others until it is long enough. */
function grownContent(i: number, base: StoredDemo, demos: readonly StoredDemo[]): string {
  const target = MIN_WORDS + Math.floor(spread(i, 1) * (MAX_WORDS - MIN_WORDS));
  const parts = [base.data.content];
  let words = wordCount(base.data.content);
  for (let k = 1; words < target && k < demos.length * 2; k++) {
    const other = demos[(i + k * 7) % demos.length]!;
    if (other === base) continue;
    for (const section of sectionsOf(other.data.content).slice(1)) {
      const more = wordCount(section);
      if (words + more > MAX_WORDS) break;
      parts.push(section);
      words += more;
      if (words >= target) break;
    }
  }
  return parts.join('\n');
}

/** Published article number i of the archive (0 the newest), grown from a demo article. */
function scaleArticle(i: number, demos: readonly StoredDemo[], now: number): { id: string; data: ArticleData } {
  const base = demos[i % demos.length]!;
  const { demo } = base;
  const extra = MORE_TICKERS[Math.floor(spread(i, 2) * MORE_TICKERS.length)]!;
  const tickers = [...new Set([...(demo.tickers ?? []), extra])].slice(0, 10);
  const views = Math.floor(spread(i, 3) * 3000);
  const article: DemoArticle = {
    ...demo,
    title: `${demo.title}: ${TITLE_ANGLES[i % TITLE_ANGLES.length]} ${Math.floor(i / TITLE_ANGLES.length) + 1}`,
    content: grownContent(i, base, demos),
    tickers,
    isFeatured: i % 50 === 0,
    // Older than every demo article, about 27 a day: 10,000 make a year.
    publishedDaysAgo: 100 + i / 27,
    views,
    likes: Math.floor(views / 40),
  };
  const data = articleDocument(article, {
    now,
    featuredImage: base.data.featuredImage,
    figureUrls: {},
    ...(base.data.shareImage ? { shareImage: base.data.shareImage } : {}),
  });
  return { id: `scale-${i}`, data };
}

/** The newest sitemap chunk and how many articles it lists, as a save reads it. */
async function newestChunk(db: Firestore): Promise<{ n: number; size: number }> {
  const found = await again(() => getDocs(query(collection(db, 'sitemapChunks'), orderBy('n', 'desc'), limit(1))));
  const chunk = found.docs[0];
  if (!chunk) return { n: 0, size: SITEMAP_CHUNK_SIZE };
  return { n: chunk.get('n') as number, size: Object.keys(chunk.get('entries') as object).length };
}

/** Commits the batches `fill` makes (again, if a commit is tried again), a few at a time. */
async function commitAll(db: Firestore, count: number, perCommit: number, fill: (batch: WriteBatch, from: number, to: number) => void): Promise<void> {
  let inFlight: Promise<void>[] = [];
  for (let from = 0; from < count; from += perCommit) {
    const to = Math.min(count, from + perCommit);
    inFlight.push(
      again(() => {
        const batch = writeBatch(db);
        fill(batch, from, to);
        return batch.commit();
      }),
    );
    if (inFlight.length >= COMMITS_IN_FLIGHT) {
      await Promise.all(inFlight);
      inFlight = [];
    }
  }
  await Promise.all(inFlight);
}

/**
 * Stores published articles with their claims and their place in the feed index (the
 * sitemap chunk after the newest one's last entry), each item saying what its article says
 * (as firestore.rules want of a save), and marks the index as built. The end-to-end stack
 * indexes the demo's articles with it too (e2e/global-setup.ts).
 */
export async function writePublished(db: Firestore, articles: readonly { id: string; data: ArticleData }[]): Promise<void> {
  const chunk = await newestChunk(db);
  // Places are decided in order; commits then run a few at a time (a chunk's entries merge).
  const placed = articles.map((article) => {
    if (chunk.size >= SITEMAP_CHUNK_SIZE) Object.assign(chunk, { n: chunk.n + 1, size: 0 });
    chunk.size++;
    return { ...article, chunk: chunk.n };
  });
  await commitAll(db, placed.length, ARTICLES_PER_COMMIT, (batch, from, to) => {
    const entries = new Map<number, Record<string, unknown>>();
    for (const { id, data, chunk: n } of placed.slice(from, to)) {
      batch.set(doc(db, 'articles', id), data);
      batch.set(doc(db, 'slugs', data.slug), { articleId: id, createdAt: data.createdAt });
      batch.set(doc(db, 'feedItems', id), {
        slug: data.slug,
        title: data.title,
        summary: data.summary,
        author: data.author.name,
        category: data.category,
        publishedAt: data.publishedAt,
        content: data.content,
        image: feedImage(data.shareImage ?? null, data.featuredImage),
        chunk: n,
      });
      const listed = entries.get(n) ?? {};
      listed[id] = { s: data.slug, c: data.category, t: data.tickers, m: data.updatedAt };
      entries.set(n, listed);
    }
    for (const [n, listed] of entries) batch.set(doc(db, 'sitemapChunks', String(n)), { n, entries: listed, changed: Object.keys(listed).at(-1) }, { merge: true });
  });
  await again(() => writeBatch(db).set(doc(db, 'site', 'feedIndex'), { builtAt: Timestamp.now() }).commit());
}

/** Articles `from` … `to - 1` of the archive. */
export function scaleArticles(from: number, to: number, demos: readonly StoredDemo[], now: number): { id: string; data: ArticleData }[] {
  return Array.from({ length: to - from }, (_, k) => scaleArticle(from + k, demos, now));
}

/**
 * Subscribers `from` … `to - 1`, as the subscribe forms store them (with the day they
 * joined), over the past two years, and the subscriber count (site/subscribers) moved by
 * those who joined on or before the day it counts through, as a subscription moves it.
 */
export async function writeSubscribers(db: Firestore, from: number, to: number, now: number): Promise<void> {
  const counter = doc(db, 'site', 'subscribers');
  const stored = await again(() => getDoc(counter));
  const countedThrough = stored.get('countedThrough') as Timestamp;
  const joinedOn = (n: number) => new Date(now - spread(n, 4) * 730 * DAY_MS);
  const sources = ['home', 'footer', 'sidebar'] as const;
  await commitAll(db, to - from, SUBSCRIBERS_PER_COMMIT, (batch, start, end) => {
    for (let n = from + start; n < from + end; n++) {
      const email = `reader.${n}@example.com`;
      batch.set(doc(db, 'subscribers', email), {
        email,
        subscribedAt: Timestamp.fromDate(joinedOn(n)),
        source: sources[n % sources.length],
        searchTerms: personSearchTerms('', email),
        subscribedDays: [Timestamp.fromDate(subscriptionDay(joinedOn(n)))],
      });
    }
  });
  let count = stored.get('count') as number;
  for (let n = from; n < to; n++) if (subscriptionDay(joinedOn(n)).getTime() <= countedThrough.toMillis()) count++;
  await again(() => writeBatch(db).update(counter, { count }).commit());
}
