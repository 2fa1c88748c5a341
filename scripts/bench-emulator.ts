/**
 * Benchmark of the repo's emulator (not a test: it prints figures).
 *
 *   npm run bench:emulator
 *
 * 1. Cold start: spawning the bundled CLI until its first answered request (median of 5).
 * 2. Idle memory: resident set size of that process after it settles.
 * 3. Query: a 12-document filtered, ordered query over 10,000 documents through the
 *    lite SDK (median and p95 of 50 runs).
 *
 * Anchors (Google's emulator): 0.74 s to accept connections when run directly, 2.5 s through
 * `firebase emulators:start`, 95 MiB idle. Aims: under 0.3 s and under 60 MiB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection, connectFirestoreEmulator, doc, getDocs, getFirestore, limit, orderBy, query, Timestamp, where, writeBatch,
} from 'firebase/firestore/lite';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const cli = path.join(root, 'emulator', 'dist', 'cli.js');
const PORTS = { firestore: 28080, storage: 29199, hub: 24400 };
const CATEGORIES = ['equity-research', 'trade-ideas', 'portfolio-performance', 'market-insights'];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

function spawnEmulator(): ChildProcess {
  return spawn(
    process.execPath,
    [cli, '--root', root, '--no-data', '--firestore-port', String(PORTS.firestore), '--storage-port', String(PORTS.storage), '--hub-port', String(PORTS.hub)],
    { stdio: 'ignore' },
  );
}

async function untilAnswered(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(2);
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function coldStart(): Promise<{ startMs: number[]; idleMiB: number }> {
  const startMs: number[] = [];
  let idleMiB = NaN;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const child = spawnEmulator();
    await untilAnswered(`http://127.0.0.1:${PORTS.firestore}/`);
    startMs.push(performance.now() - t0);
    if (i === 4) {
      await sleep(2000);
      idleMiB = rssMiB(child.pid!);
    }
    await stopProcess(child);
  }
  return { startMs, idleMiB };
}

async function queryTimes(): Promise<number[]> {
  const child = spawnEmulator();
  await untilAnswered(`http://127.0.0.1:${PORTS.firestore}/`);
  const app = initializeApp({ projectId: 'demo-bench', apiKey: 'bench' }, 'bench');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', PORTS.firestore, { mockUserToken: 'owner' });
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
    await stopProcess(child);
  }
}

const { startMs, idleMiB } = await coldStart();
const times = await queryTimes();
console.log(`Cold start to first answered request: median ${median(startMs).toFixed(0)} ms (runs: ${startMs.map((t) => t.toFixed(0)).join(', ')} ms; aim < 300 ms; Google's: 740 ms direct, 2500 ms via firebase-tools)`);
console.log(`Idle memory (RSS after 2 s):          ${idleMiB.toFixed(1)} MiB (aim < 60 MiB; Google's: 95 MiB)`);
console.log(`12-of-10,000 filtered ordered query:  median ${median(times).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms (lite SDK round trip, 50 runs)`);
