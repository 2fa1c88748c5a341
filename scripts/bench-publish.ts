/**
 * `npm run bench:publish`: what one publish costs the admin's browser at 100, 1,000 and
 * 10,000 published articles (not a test: it prints figures). A benchmark of issue 24: a
 * publish must cost the same whatever the archive's size.
 *
 * Starts the local stack on free ports, seeds the demo content (for its admin account),
 * then tops the archive up to each size with published articles of ~6 KB of text each,
 * with their slug claims and their place in the feed index, written directly as the
 * stack's owner (what the saves would have written: src/features/admin-articles/api/
 * feed-index.ts). At each size it publishes one new article with the app's own code
 * (saveArticle, then the rebuild of rss.xml and sitemap.xml that follows every publish),
 * run in Node under Vite's module loader with a jsdom window for the sanitizer, signed in
 * as the demo admin, against the stack's rules.
 *
 * BENCH_BUILD=N measures first the one-time build of the index over N older articles
 * (what the first rebuild after an upgrade does), then goes on from there.
 *
 * Counted by wrapping fetch, which the SDKs call for every request: documents read as
 * Firestore bills them (each document a query returns, each asked for by id, found or
 * not), and bytes sent and received (bodies, uncompressed: the emulator does not compress;
 * Firestore's answers compress about 5× on the wire). Time is wall time on this machine.
 */
import { Blob as NodeBlob } from 'node:buffer';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, FieldPath, getDoc, getDocs, getFirestore, limit, query, collection, Timestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { createServer } from 'vite';
import { DEMO_ADMIN, seedDemoContent } from './lib/seed-demo.js';
import { siteEnvFor, startStack } from './lib/stack.js';
import { SITEMAP_CHUNK_SIZE } from '../src/lib/feeds.js';
import type * as AppModule from '../src/lib/firebase/app.js';
import type * as SaveModule from '../src/features/admin-articles/api/save-article.js';
import type * as FeedsModule from '../src/features/admin-articles/api/feeds.js';
import type * as TypesModule from '../src/features/admin-articles/types.js';

/** jsdom (a devDependency without type declarations here): a window at an address. */
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as { JSDOM: new (html: string, options: { url: string }) => { window: object } };

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);
const SITE = 'http://127.0.0.1:5173';
const BODY = `<p>${'An archived paragraph of analysis, long enough to weigh what a body weighs. '.repeat(80)}</p>`;

interface Tally {
  reads: number;
  sent: number;
  received: number;
}

const tally: Tally = { reads: 0, sent: 0, received: 0 };
let counting = false;

/** Every request the SDKs make goes through here: documents read and bytes moved. */
function countRequests(): void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    if (!counting) return response;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body;
    tally.sent += typeof body === 'string' ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : body instanceof NodeBlob ? body.size : 0;
    const bytes = await response.clone().arrayBuffer();
    tally.received += bytes.byteLength;
    if (/:(batchGet|runQuery)(\?|$)/.test(url)) {
      const answer: unknown = JSON.parse(new TextDecoder().decode(bytes));
      for (const part of Array.isArray(answer) ? (answer as Record<string, unknown>[]) : []) {
        if (part.document || part.found || part.missing) tally.reads++;
      }
    }
    return response;
  };
}

function ownerDb(projectId: string, host: string, port: number): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, 'bench-owner');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  return { app, db };
}

/**
 * Published articles `from` … `to - 1`, with their claims and, when `indexed`, their place
 * in the feed index.
 */
async function archive(db: Firestore, from: number, to: number, indexed = true): Promise<void> {
  const now = Date.now();
  let batch = writeBatch(db);
  let writes = 0;
  const chunks = new Map<number, Record<string, unknown>>();
  for (let i = from; i < to; i++) {
    const id = `bench-${i}`;
    const slug = `archived-analysis-${i}`;
    const at = Timestamp.fromMillis(now - (i + 10) * 3_600_000);
    const tickers = [`T${i % 500}`];
    batch.set(doc(db, 'articles', id), {
      title: `Archived analysis ${i}`, slug, summary: `Summary of archived analysis ${i}.`, excerpt: 'An archived paragraph.', content: BODY,
      category: 'market-insights', tags: ['Markets'], tagKeys: ['markets'], featuredImage: null, featuredImageAlt: '', featuredImageCaption: '',
      metaTitle: '', metaDescription: '', status: 'published', isFeatured: false, author: { id: 'maya-chen', name: 'Maya Chen' },
      createdAt: at, updatedAt: at, publishedAt: at, readTime: 3, viewCount: 0, likeCount: 0, commentCount: 0,
      searchTerms: ['archived', 'analysis'], updatedBy: { name: 'Maya Chen' }, editVersion: `v${i}`, tickers, disclosure: null, tradeIdea: null,
    });
    batch.set(doc(db, 'slugs', slug), { articleId: id, createdAt: at });
    writes += 2;
    if (!indexed) {
      if (writes >= 450) {
        await batch.commit();
        batch = writeBatch(db);
        writes = 0;
      }
      continue;
    }
    const chunk = Math.floor(i / SITEMAP_CHUNK_SIZE) + 1;
    batch.set(doc(db, 'feedItems', id), {
      slug, title: `Archived analysis ${i}`, summary: `Summary of archived analysis ${i}.`, author: 'Maya Chen', category: 'market-insights',
      publishedAt: at, content: BODY, image: null, chunk,
    });
    const entries = chunks.get(chunk) ?? {};
    entries[id] = { s: slug, c: 'market-insights', t: tickers, m: at };
    chunks.set(chunk, entries);
    writes += 1;
    if (writes >= 450) {
      await batch.commit();
      batch = writeBatch(db);
      writes = 0;
    }
  }
  await batch.commit();
  for (const [n, entries] of chunks) {
    const update = writeBatch(db);
    const stored = await getDoc(doc(db, 'sitemapChunks', String(n)));
    if (!stored.exists()) update.set(doc(db, 'sitemapChunks', String(n)), { n, entries, changed: Object.keys(entries)[0] });
    else update.update(doc(db, 'sitemapChunks', String(n)), ...Object.entries(entries).flatMap(([id, entry]) => [new FieldPath('entries', id), entry]) as [FieldPath, unknown]);
    await update.commit();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('Starting a local stack on free ports and seeding the demo content…');
const stack = await startStack({ root, ports: { firestore: 0, storage: 0, auth: 0 } });
const owner = ownerDb(stack.projectId, stack.firestore.host, stack.firestore.port);
// The app reads its Firebase setup from VITE_* variables, as a build does (read when Vite starts).
Object.assign(process.env, siteEnvFor(stack));
const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { published: demo } = await seedDemoContent(stack, { siteOrigin: SITE });
  // The sanitizer needs a window; the site's origin is where the feeds' addresses point.
  const dom = new JSDOM('', { url: `${SITE}/admin/create-article` });
  Object.assign(globalThis, { window: dom.window });
  countRequests();

  // The app's modules as Vite serves them (import.meta.env filled in), one instance of each.
  const { getFirebaseApp } = (await vite.ssrLoadModule('/src/lib/firebase/app.ts')) as typeof AppModule;
  const { saveArticle } = (await vite.ssrLoadModule('/src/features/admin-articles/api/save-article.ts')) as typeof SaveModule;
  const { rebuildFeedsInBackground } = (await vite.ssrLoadModule('/src/features/admin-articles/api/feeds.ts')) as typeof FeedsModule;
  const { EMPTY_DRAFT } = (await vite.ssrLoadModule('/src/features/admin-articles/types.ts')) as typeof TypesModule;

  const auth = initializeAuth(getFirebaseApp(), { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${stack.auth.host}:${stack.auth.port}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const writer = { uid: user.uid, name: DEMO_ADMIN.fullName };

  // BENCH_BUILD=N: first, the one-time build of the index over N older articles.
  const toBuild = Number(process.env.BENCH_BUILD ?? 0);
  if (toBuild > 0) {
    await archive(owner.db, 0, toBuild, false);
    Object.assign(tally, { reads: 0, sent: 0, received: 0 });
    counting = true;
    const started = performance.now();
    await rebuildFeedsInBackground();
    counting = false;
    const chunks = await getDocs(collection(owner.db, 'sitemapChunks'));
    const sizes = chunks.docs.map((chunk) => Object.keys(chunk.get('entries') as object).length);
    console.log(
      `The index's one-time build over ${toBuild} older articles and the demo's: ${((performance.now() - started) / 1000).toFixed(1)} s, `
      + `${tally.reads} documents read, ${kib(tally.sent)} sent, ${kib(tally.received)} received; chunks of ${sizes.join(', ')} articles.`,
    );
  }
  // Otherwise the first rebuild builds the index from the demo's articles, once (not measured).
  await rebuildFeedsInBackground();
  const first = (await getDoc(doc(owner.db, 'site', 'feeds'))).data();
  if (first?.state !== 'done') throw new Error(`The first rebuild failed: ${String(first?.message)}`);

  console.log(`\nOne publish (the save, then the rebuild of rss.xml and sitemap.xml), as the app does it:\n`);
  console.log(`${'published'.padStart(10)}  ${'docs read'.padStart(10)}  ${'of which save'.padStart(13)}  ${'sent'.padStart(11)}  ${'received'.padStart(11)}  ${'save'.padStart(8)}  ${'rebuild'.padStart(8)}`);
  let archived = toBuild;
  let benched = 0;
  for (const size of SIZES) {
    // With the demo's articles and the publishes measured so far, this one makes `size`.
    const target = size - demo - benched - 1;
    if (target < archived) throw new Error(`${size} is fewer than the articles already published.`);
    benched++;
    if (target > archived) {
      await archive(owner.db, archived, target);
      archived = target;
    }
    const title = `Bench publish at ${size}`;
    const draft = { ...EMPTY_DRAFT, title, slug: `bench-publish-at-${size}`, summary: 'What a publish costs.', content: `<p>${title}.</p>`, category: 'market-insights' as const, tickers: ['SPY'] };
    const saved = await saveArticle({ id: null, draft, status: 'draft', version: '', writer });

    Object.assign(tally, { reads: 0, sent: 0, received: 0 });
    counting = true;
    const started = performance.now();
    await saveArticle({ id: saved.id, draft, status: 'published', version: saved.version, writer, rebuildFeeds: false });
    const saveMs = performance.now() - started;
    const saveReads = tally.reads;
    const rebuildStarted = performance.now();
    await rebuildFeedsInBackground();
    const rebuildMs = performance.now() - rebuildStarted;
    counting = false;

    const state = (await getDoc(doc(owner.db, 'site', 'feeds'))).get('state') as unknown;
    if (state !== 'done') throw new Error(`The rebuild at ${size} did not finish: ${String(state)}`);
    const published = (await getDocs(query(collection(owner.db, 'feedItems'), limit(100_000)))).size;
    console.log(
      `${String(published).padStart(10)}  ${String(tally.reads).padStart(10)}  ${String(saveReads).padStart(13)}  ${kib(tally.sent).padStart(11)}  ${kib(tally.received).padStart(11)}  ${`${Math.round(saveMs)} ms`.padStart(8)}  ${`${Math.round(rebuildMs)} ms`.padStart(8)}`,
    );
  }
  console.log('\nReads: the save reads the article, the tags, its slug claim, its place in the index and the revisions it trims;');
  console.log('the rebuild reads the newest 50 feed items, one sitemap chunk per 2,000 articles and the index mark.');
} finally {
  await vite.close();
  await deleteApp(owner.app);
  await stack.stop();
}
process.exit(0);
