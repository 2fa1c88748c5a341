/**
 * Benchmark of the repo's emulator (not a test: it prints figures).
 *
 *   npm run bench:emulator                 cold start, query, local data at 10,000 articles
 *   npm run bench:emulator -- --data       local data at 10,000 articles only
 *   npm run bench:emulator -- --archive    local data at 100,000 articles and 1,000,000
 *                                          subscribers (minutes, and several GB of disk)
 *
 * 1. Cold start: spawning the bundled CLI until its first answered request (median of 5).
 * 2. Idle memory: resident set size of that process after it settles.
 * 3. Query: a 12-document filtered, ordered query over 10,000 documents through the
 *    lite SDK (median and p95 of 50 runs).
 * 4. Local data (emulator-data.ts): a data folder filled with articles of 1,500-3,000 words
 *    and newsletter subscribers; the start with it, memory, how long a small request waits
 *    while articles are rewritten one by one (and saved), and the subscribers' export.
 *
 * Anchors (Google's emulator): 0.74 s to accept connections when run directly, 2.5 s through
 * `firebase emulators:start`, 95 MiB idle. Aims: under 0.3 s and under 60 MiB.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection, connectFirestoreEmulator, doc, getDocs, getFirestore, limit, orderBy, query, Timestamp, where, writeBatch,
} from 'firebase/firestore/lite';
import { benchLocalData } from './lib/emulator-data.js';
import { BENCH_PROJECT, firestorePort, rssMiB, startEmulatorProcess, stopEmulatorProcess } from './lib/emulator-process.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const CATEGORIES = ['equity-research', 'trade-ideas', 'portfolio-performance', 'market-insights'];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function coldStart(): Promise<{ startMs: number[]; idleMiB: number }> {
  const startMs: number[] = [];
  let idleMiB = NaN;
  for (let i = 0; i < 5; i++) {
    const emulator = await startEmulatorProcess(root);
    startMs.push(emulator.startMs);
    if (i === 4) {
      await sleep(2000);
      idleMiB = rssMiB(emulator.child.pid!);
    }
    await stopEmulatorProcess(emulator);
  }
  return { startMs, idleMiB };
}

async function queryTimes(): Promise<number[]> {
  const emulator = await startEmulatorProcess(root);
  const app = initializeApp({ projectId: BENCH_PROJECT, apiKey: 'bench' }, 'bench');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', firestorePort, { mockUserToken: 'owner' });
  try {
    const articles = collection(db, 'articles');
    for (let start = 0; start < 10_000; start += 500) {
      const batch = writeBatch(db);
      for (let n = start; n < start + 500; n++) {
        batch.set(doc(articles, `a${n}`), {
          title: `Article ${n}`,
          category: CATEGORIES[n % 4],
          status: n % 5 === 0 ? 'draft' : 'published',
          publishedAt: Timestamp.fromMillis(1_700_000_000_000 + n * 60_000),
          viewCount: n % 997,
        });
      }
      await batch.commit();
    }
    // The site's category page: published articles of one category, newest first.
    const q = query(
      articles,
      where('status', '==', 'published'),
      where('category', '==', 'trade-ideas'),
      orderBy('publishedAt', 'desc'),
      limit(12),
    );
    const times: number[] = [];
    for (let i = 0; i < 55; i++) {
      const t0 = performance.now();
      const snapshot = await getDocs(q);
      if (i >= 5) times.push(performance.now() - t0); // the first few warm up the JIT
      if (snapshot.size !== 12) throw new Error(`expected 12 documents, got ${snapshot.size}`);
    }
    return times;
  } finally {
    await deleteApp(app);
    await stopEmulatorProcess(emulator);
  }
}

const { values: flags } = parseArgs({ options: { data: { type: 'boolean', default: false }, archive: { type: 'boolean', default: false } } });

if (!flags.data && !flags.archive) {
  const { startMs, idleMiB } = await coldStart();
  const times = await queryTimes();
  console.log(`Cold start to first answered request: median ${median(startMs).toFixed(0)} ms (runs: ${startMs.map((t) => t.toFixed(0)).join(', ')} ms; aim < 300 ms; Google's: 740 ms direct, 2500 ms via firebase-tools)`);
  console.log(`Idle memory (RSS after 2 s):          ${idleMiB.toFixed(1)} MiB (aim < 60 MiB; Google's: 95 MiB)`);
  console.log(`12-of-10,000 filtered ordered query:  median ${median(times).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms (lite SDK round trip, 50 runs)`);
}
if (flags.archive) {
  await benchLocalData(root, { articles: 100_000, subscribers: 1_000_000, rewrites: 2_000 });
} else {
  await benchLocalData(root, { articles: 10_000, subscribers: 100_000, rewrites: 10_000 });
}
