/**
 * The emulator with a data folder that holds an archive (scripts/bench-emulator.ts): fills
 * one with articles and subscribers through the CLI, then prints what a developer feels.
 * How long the start with that data takes, the memory it then holds, how long a small
 * request waits while articles are rewritten one at a time (each write and each save of
 * them), how long the subscribers' export takes (pages of 500 by address, as the admin's
 * export reads them), and a start after those writes. A benchmark, not a test: it checks
 * only that the data came back.
 */
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { articleFields, subscriberEmail, subscriberFields } from './bench-archive.js';
import {
  BENCH_PROJECT, commit, countDocuments, documentUrl, incrementWrite, rssMiB, runQuery, setWrite, startEmulatorProcess,
  stopEmulatorProcess, type EmulatorProcess,
} from './emulator-process.js';
import { startStallProbe } from './stall-probe.js';

export interface DataSize {
  readonly articles: number;
  readonly subscribers: number;
  /** Articles rewritten one commit at a time while a small request is timed. */
  readonly rewrites: number;
}

const ARTICLES_PER_COMMIT = 100;
const SUBSCRIBERS_PER_COMMIT = 500;
const EXPORT_PAGE = 500;
/** The rewrites stop after this long even if not all are done (a stalling emulator is slow). */
const REWRITE_LIMIT_MS = 180_000;
/** How long after a start memory is read: time for work a start leaves for later. */
const SETTLE_MS = 10_000;

const count = (n: number): string => n.toLocaleString('en-US');
const ms = (n: number): string => `${count(Math.round(n))} ms`;
const mib = (bytes: number): string => `${count(Math.round(bytes / 2 ** 20))} MiB`;
const line = (label: string, value: string): void => console.log(`  ${`${label}:`.padEnd(42)}${value}`);

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function fill(size: DataSize): Promise<void> {
  for (let start = 0; start < size.articles; start += ARTICLES_PER_COMMIT) {
    const end = Math.min(size.articles, start + ARTICLES_PER_COMMIT);
    const writes = [];
    for (let n = start; n < end; n++) writes.push(setWrite(`articles/bench-${n}`, articleFields(n)));
    await commit(writes);
  }
  for (let start = 0; start < size.subscribers; start += SUBSCRIBERS_PER_COMMIT) {
    const end = Math.min(size.subscribers, start + SUBSCRIBERS_PER_COMMIT);
    const writes = [];
    for (let n = start; n < end; n++) writes.push(setWrite(`subscribers/${subscriberEmail(n)}`, subscriberFields(n)));
    await commit(writes);
  }
  await commit([setWrite('site/probe', { note: { stringValue: 'read by the stall probe' } })]);
}

/** Rewrites articles one commit each (as Re-index search does), with views and new subscribers between. */
async function rewrite(size: DataSize): Promise<{ writes: number; articles: number; elapsedMs: number }> {
  const started = performance.now();
  let writes = 0;
  let n = 0;
  for (; n < size.rewrites && performance.now() - started < REWRITE_LIMIT_MS; n++) {
    await commit([setWrite(`articles/bench-${n}`, { ...articleFields(n), editVersion: { stringValue: `rewritten-${n}` } })]);
    writes++;
    if (n % 5 === 0) {
      await commit([incrementWrite(`articles/bench-${(n * 7919) % size.articles}`, 'viewCount')]);
      writes++;
    }
    if (n % 10 === 0) {
      const added = size.subscribers + n / 10;
      await commit([setWrite(`subscribers/${subscriberEmail(added)}`, subscriberFields(added))]);
      writes++;
    }
  }
  return { writes, articles: n, elapsedMs: performance.now() - started };
}

/** Every subscriber by address, 500 a page, each page starting after the last one read. */
async function exportSubscribers(): Promise<{ read: number; elapsedMs: number; worstPageMs: number }> {
  const started = performance.now();
  let read = 0;
  let worstPageMs = 0;
  let last: { name: string; email: string } | undefined;
  for (;;) {
    const pageStarted = performance.now();
    const page = await runQuery({
      from: [{ collectionId: 'subscribers' }],
      orderBy: [{ field: { fieldPath: 'email' }, direction: 'ASCENDING' }, { field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      ...(last && { startAt: { values: [{ stringValue: last.email }, { referenceValue: last.name }], before: false } }),
      limit: EXPORT_PAGE + 1,
    });
    worstPageMs = Math.max(worstPageMs, performance.now() - pageStarted);
    const shown = page.slice(0, EXPORT_PAGE);
    read += shown.length;
    const end = shown.at(-1);
    if (page.length <= EXPORT_PAGE || !end) break;
    last = { name: end.name, email: end.fields.email!.stringValue! };
  }
  return { read, elapsedMs: performance.now() - started, worstPageMs };
}

async function startAndSettle(root: string, dataDir: string, what: string): Promise<EmulatorProcess> {
  const emulator = await startEmulatorProcess(root, dataDir);
  line(`Start ${what}`, `${ms(emulator.startMs)} (CPU ${ms(emulator.startCpuMs)})`);
  await sleep(SETTLE_MS);
  line(`Memory ${SETTLE_MS / 1000} s after that start (RSS)`, mib(rssMiB(emulator.child.pid!) * 2 ** 20));
  return emulator;
}

/** Saves (and compactions) the emulator reported it could not make. */
function failedSaves(emulator: EmulatorProcess): number {
  return emulator.output().split('\n').filter((text) => /^Could not (save|compact)/.test(text)).length;
}

export async function benchLocalData(root: string, size: DataSize): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-emulator-data-'));
  console.log(`\nLocal data: ${count(size.articles)} articles, ${count(size.subscribers)} subscribers (project ${BENCH_PROJECT}, ${dataDir})`);
  let emulator: EmulatorProcess | undefined;
  try {
    emulator = await startEmulatorProcess(root, dataDir);
    const filling = performance.now();
    await fill(size);
    line('Filled through REST commits', ms(performance.now() - filling));
    line('Saves that failed while filling', String(failedSaves(emulator)));
    line('Stop (Ctrl-C)', ms(await stopEmulatorProcess(emulator)));
    line('Data folder', mib(await folderBytes(dataDir)));

    emulator = await startAndSettle(root, dataDir, 'with that data');
    const [articles, subscribers] = [await countDocuments('articles'), await countDocuments('subscribers')];
    if (articles !== size.articles || subscribers !== size.subscribers) {
      throw new Error(`The start brought back ${count(articles)} articles and ${count(subscribers)} subscribers.`);
    }
    line('Documents back after the restart', `${count(articles)} articles, ${count(subscribers)} subscribers`);

    const probe = startStallProbe(documentUrl('site/probe'));
    const rewritten = await rewrite(size);
    const stalls = await probe.stop();
    line('Single-document writes', `${count(rewritten.writes)} (${count(rewritten.articles)} article rewrites) in ${ms(rewritten.elapsedMs)}`);
    line('A small read meanwhile: worst wait', ms(stalls.worstMs));
    line('  p99 / median', `${stalls.p99Ms.toFixed(1)} ms / ${stalls.medianMs.toFixed(1)} ms (${count(stalls.probes)} reads)`);
    // Other work on the machine delays a process as a stall of its own would: say how busy it was.
    line('  machine load meanwhile (1 min average)', `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    line('Saves that failed while writing', String(failedSaves(emulator)));

    const exported = await exportSubscribers();
    line('Subscribers export (pages of 500)', `${count(exported.read)} in ${ms(exported.elapsedMs)}, slowest page ${ms(exported.worstPageMs)}`);
    line('Memory after the writes and export (RSS)', mib(rssMiB(emulator.child.pid!) * 2 ** 20));
    line('Stop (Ctrl-C)', ms(await stopEmulatorProcess(emulator)));
    line('Data folder', mib(await folderBytes(dataDir)));

    emulator = await startAndSettle(root, dataDir, 'after those writes');
    await stopEmulatorProcess(emulator);
  } finally {
    // After a failure, an emulator left running would write the folder again once it is removed.
    if (emulator?.child.exitCode === null && emulator.child.signalCode === null) {
      const exited = once(emulator.child, 'exit');
      emulator.child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}
