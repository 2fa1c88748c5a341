/**
 * `npm run bench:scale`: what the site costs as the archive grows (issue 27), at 100, 1,000
 * and 10,000 published articles of 1,500 to 3,000 words and ten subscribers per article
 * (1,000, 10,000 and 100,000). A benchmark, not a test: it prints figures.
 *
 * A stack of its own, in a child process on free ports with a data folder in the system's
 * temporary folder, is seeded with the demo content, then the site is built for it (the
 * production build with its rendered pages, served as Firebase Hosting serves it). At each
 * size the archive is topped up (scale-content.ts), the stack restarted from its data
 * folder (the emulator alone is started on it first, to time it), and then, in Chromium
 * driven by Playwright:
 * - a reader's home page, /blog, an article read to its end (related, popular, the
 *   discussion), a one-word search and a two-word search of a common word and one found
 *   nowhere ("market zinc"), each in a fresh browser;
 * - the admin's dashboard, one article published from the editor (the save and the feeds'
 *   rebuild), and the subscribers' CSV export, signed in as the demo admin;
 * each counted from the network: Firestore's documents read as billed, writes, requests,
 * and the bytes of its answers (firestore-traffic.ts). Also the emulator's start on the
 * saved data and its memory (the emulator alone, as `npm run emulator` runs it), the
 * stack's peak memory, and the longest a small request waits after a write (stall.ts).
 *
 * BENCH_SIZES=100,1000 measures those sizes only (ascending); BENCH_VERBOSE=1 lists each
 * measurement's Firestore requests, to see what a figure is made of. A full run writes
 * docs/bench-scale.md and the README's copy of its table: the figures change with every
 * run and machine, so they are generated, never edited by hand. It took 7 minutes on 2
 * cores, a minute and a half of it writing the 10,000 articles and 100,000 subscribers.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { readProjectConfig } from '../emulator/src/config.js';
import { stopOnSignals } from '../emulator/src/shared/stop-on-signals.js';
import { plainText, searchWords } from '../src/lib/article-text.js';
import { slugOf } from './lib/demo-content/article-document.js';
import { DEMO_ARTICLES } from './lib/demo-content/articles/index.js';
import { DEMO_SUBSCRIBERS } from './lib/demo-content/readers.js';
import { buildSiteFor } from './lib/build-site.js';
import { findChromium } from './lib/chromium.js';
import { startHostingPreview } from './lib/hosting-preview.js';
import { freePorts } from './lib/ports.js';
import { DEMO_ADMIN, seedDemoContent } from './lib/seed-demo.js';
import { sumOf, type Exchange, type Tally } from './lib/bench-scale/firestore-traffic.js';
import { adminDashboard, exportSubscribers, publishFromEditor, readerVisit, signInAsAdmin, type BenchSite } from './lib/bench-scale/journeys.js';
import { bytes, figuresTable, seconds, trafficCell, writeReport, type SizeFigures } from './lib/bench-scale/report.js';
import { readPublishedDemo, scaleArticles, writePublished, writeSubscribers } from './lib/bench-scale/scale-content.js';
import { measureStall } from './lib/bench-scale/stall.js';
import { spawnStack, timeEmulatorStart, timeFirstQuery, timeFirstSearch, type StackProcess } from './lib/bench-scale/stack-process.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.join(root, 'node_modules', '.cache', 'bench-scale-dist');
const DEFAULT_SIZES = '100,1000,10000';
const SIZES = (process.env.BENCH_SIZES ?? DEFAULT_SIZES).split(',').map(Number);
const FULL_RUN = (process.env.BENCH_SIZES ?? DEFAULT_SIZES) === DEFAULT_SIZES;
/** BENCH_VERBOSE=1 lists every Firestore request of every measurement. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const SUBSCRIBERS_PER_ARTICLE = 10;
/** Articles generated and written at a time, so that 10,000 never sit in memory at once. */
const WRITE_SLICE = 500;
/** A demo article the build rendered, with its discussion. */
const ARTICLE_SLUG = slugOf(DEMO_ARTICLES[0]!);
const PUBLISH_WORDS = 1800;

const NOTES = [
  'Each cell of the pages\' rows: Firestore documents read as billed (each document returned, one for a query that',
  'returns none, one per 1,000 entries an aggregation counts), writes, requests, and the answers\' JSON (and the same',
  'gzipped, as it goes over the wire), counted from Chromium\'s network (scripts/lib/bench-scale/firestore-traffic.ts).',
  'A reader page is opened in a fresh browser and scrolled to its end; the dashboard is a page load, signed in as the',
  'admin; the publish runs from the click on Publish now, in Publish\'s confirm, of an autosaved draft until the save and the feeds\'',
  'rebuild are done (the editor stays open); the export from its click until the page',
  'says it is done.',
  '',
  'The articles are demo articles grown to 1,500-3,000 words with sections of the others, each with its slug\'s claim',
  'and its place in the feed index, all older than the demo\'s (scripts/lib/bench-scale/scale-content.ts); the site',
  'was built once, with the demo\'s articles, as a deploy before the archive grew would have built it. The article is',
  `/article/${ARTICLE_SLUG}.`,
  '',
  'The emulator\'s rows are `npm run emulator` alone started on the saved data folder: the time to its first answer,',
  'then of a query over the articles (published, newest first, as the home page asks), and its resident memory 3 s',
  'after that; then of a count of the articles with the word "market" (a search\'s first request), which reads every',
  'article\'s words (an article\'s large fields stay on disk until a query needs them: docs/local-stack.md), and the',
  'memory after it. Other requests are answered meanwhile. The stack (the emulator and the Auth emulator, as',
  '`npm start` runs them) runs in a process of its own and reads its big collections and the articles\' words once',
  'after each restart, before the pages are measured; its wait is the longest a Firestore GET or an Auth lookup, sent',
  'over and over after a small write, took (scripts/lib/bench-scale/stall.ts).',
];

/** The paragraphs typed into the editor: demo text, about PUBLISH_WORDS words. */
function publishParagraphs(): string[] {
  const paragraphs: string[] = [];
  let words = 0;
  for (const article of DEMO_ARTICLES) {
    for (const [, html] of article.content.matchAll(/<p>(.*?)<\/p>/g)) {
      const text = plainText(html ?? '');
      paragraphs.push(text);
      words += searchWords(text).length;
      if (words >= PUBLISH_WORDS) return paragraphs;
    }
  }
  return paragraphs;
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/**
 * The stack's owner, for the seeding. Its SDK logs a request that the stack dropped before
 * scale-content.ts sends it again: silenced, as a failure that stays one still throws.
 */
function ownerDb(stack: StackProcess) {
  setLogLevel('silent');
  const app = initializeApp({ projectId: stack.target.projectId, apiKey: 'demo-api-key' }, 'bench-scale-owner');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, stack.target.firestore.host, stack.target.firestore.port, { mockUserToken: 'owner' });
  return { db, dispose: () => deleteApp(app) };
}

const runStarted = performance.now();
const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: install Debian\'s chromium or set CHROMIUM_PATH.');
  process.exit(1);
}
const { host } = readProjectConfig(root);
const [firestorePort, storagePort, authPort, sitePort] = await freePorts(host, 4);
const ports = { firestore: firestorePort!, storage: storagePort!, auth: authPort! };
const siteUrl = `http://${host}:${sitePort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
const stackOptions = { root, dataDir, ports };
const stackLog = (line: string) => console.log(`  [stack] ${line}`);

console.log(`Starting a stack of its own (data in ${dataDir}), seeding the demo content and building the site…`);
let stack = await spawnStack(stackOptions, stackLog);
const owner = ownerDb(stack);
// Ctrl-C is ours to handle (cleanUp), not Playwright's, which would exit at once.
const browser = await chromium.launch({
  executablePath: chromePath, headless: true, args: ['--no-sandbox'], handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false,
});
let site: Awaited<ReturnType<typeof startHostingPreview>> | undefined;
let cleaning: Promise<void> | undefined;
/** Closes what the run opened and removes its data folder, once: at the end, or on Ctrl-C. */
const cleanUp = (): Promise<void> =>
  (cleaning ??= (async () => {
    await site?.stop();
    await browser.close();
    await owner.dispose();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  })());
stopOnSignals({ announce: () => console.log('\nStopping…'), stop: cleanUp, deadlineMs: 180_000 });
try {
  await seedDemoContent(stack.target, { siteOrigin: siteUrl });
  const demos = await readPublishedDemo(owner.db);
  // The demo's articles take their place in the feed index (the seed leaves that to the first rebuild).
  await writePublished(owner.db, demos);
  await buildSiteFor(stack.target, { root, outDir, siteUrl });
  site = await startHostingPreview({
    root,
    publicDir: outDir,
    host,
    port: sitePort!,
    storage: { origin: `http://${stack.target.storage.host}:${stack.target.storage.port}`, bucket: `${stack.target.projectId}.appspot.com` },
  });
  const bench: BenchSite = { url: site.url, firestore: `http://${stack.target.firestore.host}:${stack.target.firestore.port}` };
  const paragraphs = publishParagraphs();

  const results: SizeFigures[] = [];
  let archived = 0;
  let published = demos.length;
  let subscribers = DEMO_SUBSCRIBERS.length;
  for (const size of SIZES) {
    const now = Date.now();
    const seedStarted = performance.now();
    if (size < published) throw new Error(`${size} is fewer than the ${published} articles already published.`);
    for (let from = archived; from < archived + size - published; from += WRITE_SLICE) {
      const to = Math.min(archived + size - published, from + WRITE_SLICE);
      await writePublished(owner.db, scaleArticles(from, to, demos, now));
    }
    archived += size - published;
    published = size;
    const subscriberTarget = size * SUBSCRIBERS_PER_ARTICLE;
    await writeSubscribers(owner.db, subscribers - DEMO_SUBSCRIBERS.length, subscriberTarget - DEMO_SUBSCRIBERS.length, now);
    subscribers = Math.max(subscribers, subscriberTarget);
    const seedMs = performance.now() - seedStarted;
    console.log(`\n${size.toLocaleString('en-US')} published articles, ${subscribers.toLocaleString('en-US')} subscribers (written in ${(seedMs / 1000).toFixed(0)} s).`);

    // The emulator alone started on the saved data, then the stack again, as a developer's next `npm start`.
    await stack.stop();
    const diskBytes = folderBytes(dataDir);
    const emulator = await timeEmulatorStart(stackOptions, stack.target.projectId);
    stack = await spawnStack(stackOptions, stackLog);
    // The big collections, read once: the first query over one after a start may read all
    // of it (timed above on the emulator alone); the pages are measured on a stack past that.
    for (const [collectionId, newestBy] of [['articles', 'publishedAt'], ['feedItems', 'publishedAt'], ['subscribers', 'subscribedAt']] as const) {
      await timeFirstQuery(stack.target, collectionId, newestBy);
    }
    await timeFirstSearch(stack.target);
    console.log(
      `  data folder ${bytes(diskBytes)}; the emulator answers ${seconds(emulator.startMs)} after it starts, its first query over the articles `
      + `${seconds(emulator.firstQueryMs)} after that, holding ${bytes(emulator.rss)}, then its first search ${seconds(emulator.firstSearchMs)}, `
      + `holding ${bytes(emulator.rssAfterSearch)}; the stack restarted in ${seconds(stack.startMs)}`,
    );

    const traffic = new Map<string, Tally>();
    const measure = async (name: string, work: () => Promise<Exchange[]>) => {
      const exchanges = await work();
      const tally = sumOf(exchanges);
      traffic.set(name, tally);
      console.log(`  ${name.padEnd(30)} ${trafficCell(tally)}`);
      if (VERBOSE) for (const one of exchanges) console.log(`      ${one.action} ${one.collections.join(',')}: ${trafficCell(one)}`);
    };
    await measure('home page', () => readerVisit(browser, bench, '/'));
    await measure('/blog', () => readerVisit(browser, bench, '/blog'));
    await measure('an article, read to its end', () => readerVisit(browser, bench, `/article/${ARTICLE_SLUG}`));
    await measure('search "market"', () => readerVisit(browser, bench, '/blog?search=market'));
    await measure('search "market zinc"', () => readerVisit(browser, bench, '/blog?search=market%20zinc'));
    const admin = await signInAsAdmin(browser, bench);
    try {
      await measure('admin dashboard', () => adminDashboard(admin, bench));
      await measure('one publish', () => publishFromEditor(admin, bench, `Bench Publish at ${size} Articles`, paragraphs));
      published++;
      await measure('subscribers CSV export', () => exportSubscribers(admin, bench));
    } finally {
      await admin.context.close();
    }

    const stall = await measureStall(stack.target, DEMO_ADMIN.email);
    const peakRss = stack.memory().peak;
    console.log(`  worst wait after a write ${Math.round(stall.worstMs)} ms (median ${Math.round(stall.medianMs)} ms); peak memory ${bytes(peakRss)}`);
    results.push({ articles: size, subscribers, traffic, diskBytes, emulator, peakRss, stall });
  }

  const runMs = performance.now() - runStarted;
  console.log(`\n${figuresTable(results)}\n\nThe run took ${Math.round(runMs / 60_000)} min.`);
  if (FULL_RUN) {
    writeReport(root, results, runMs, NOTES);
    console.log('Written to docs/bench-scale.md and the README.');
  }
} finally {
  await cleanUp();
}
