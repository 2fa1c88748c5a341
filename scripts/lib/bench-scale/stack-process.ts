/**
 * Starts and stops the benchmark's stack in a child process (stack-child.ts), on ports
 * chosen once, so that the site built for them reaches it again after every restart; and
 * times the emulator alone (`npm run emulator`'s bundled CLI) starting from a data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { readProjectConfig } from '../../../emulator/src/config.js';
import { untilAnswered } from '../emulator-process.js';
import type { SeedTarget } from '../demo-content/stack-control.js';
import type { ChildOptions } from './stack-child.js';

const CHILD = fileURLToPath(new URL('stack-child.ts', import.meta.url));

export interface StackProcess {
  readonly target: SeedTarget;
  readonly pid: number;
  /** How long startStack took in the child: the Auth emulator's start and the data folder's import (ms). */
  readonly startMs: number;
  /** Its resident memory now, and the most it has held since it started (bytes). */
  memory(): { readonly rss: number; readonly peak: number };
  /** Saves and stops (SIGTERM, as a developer's Ctrl-C). */
  stop(): Promise<void>;
}

/** VmRSS and VmHWM of /proc/{pid}/status, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
}

/** `log` gets the stack's own lines (a failed save, data set aside). */
export async function spawnStack(options: ChildOptions, log: (line: string) => void): Promise<StackProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
  createInterface({ input: child.stderr }).on('line', log);
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited(child).then((code) => {
      throw new Error(`The benchmark's stack exited (code ${code}) before it answered.`);
    }),
  ]);
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) log(`The stack exited while in use (code ${code}, signal ${signal}).`);
  });
  const ready = JSON.parse(first) as SeedTarget & { startMs: number };
  const { startMs, ...target } = ready;
  return {
    target,
    pid: child.pid!,
    startMs,
    memory: () => memoryOf(child.pid!),
    async stop() {
      stopping = true;
      const done = exited(child);
      child.kill('SIGTERM');
      const code = await done;
      if (code !== 0) throw new Error(`The benchmark's stack did not stop cleanly (code ${code}).`);
    },
  };
}

export interface EmulatorStart {
  /** From spawning the process to its first answer (ms). */
  readonly startMs: number;
  /** The first query over the articles after that, which reads them all (ms). */
  readonly firstQueryMs: number;
  /** Then the first search: a count of the articles with a word, which reads all their words (ms). */
  readonly firstSearchMs: number;
  /** Resident memory before that search, once it has settled after the query (bytes). */
  readonly rss: number;
  /** Resident memory after the search, with every article's words decoded (bytes). */
  readonly rssAfterSearch: number;
  /** The machine's load (1-minute average) then: other work slows every timing. */
  readonly load: number;
}

type QueryTarget = Pick<SeedTarget, 'firestore' | 'projectId'>;

/** Sends one query (`action`: runQuery or runAggregationQuery) as the owner; resolves with how long its answer took. */
async function timeQuery(target: QueryTarget, action: string, body: object, what: string): Promise<number> {
  const { host, port } = target.firestore;
  const url = `http://${host}:${port}/v1/projects/${target.projectId}/databases/(default)/documents:${action}`;
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${what} failed: HTTP ${response.status}`);
  return performance.now() - started;
}

/**
 * Asks for the newest document of a collection, as the owner, and says how long the answer
 * took: the first question a collection gets after a start reads every document of it.
 */
export function timeFirstQuery(target: QueryTarget, collectionId: string, newestBy: string): Promise<number> {
  const structuredQuery = { from: [{ collectionId }], orderBy: [{ field: { fieldPath: newestBy }, direction: 'DESCENDING' }], limit: 1 };
  return timeQuery(target, 'runQuery', { structuredQuery }, `A query over ${collectionId}`);
}

/**
 * Counts the articles with a common word, as the search's first request does, and says how
 * long the answer took: the first after a start reads every article's words.
 */
export function timeFirstSearch(target: QueryTarget): Promise<number> {
  const structuredQuery = {
    from: [{ collectionId: 'articles' }],
    where: { fieldFilter: { field: { fieldPath: 'searchTerms' }, op: 'ARRAY_CONTAINS', value: { stringValue: 'market' } } },
  };
  const structuredAggregationQuery = { structuredQuery, aggregations: [{ alias: 'n', count: {} }] };
  return timeQuery(target, 'runAggregationQuery', { structuredAggregationQuery }, 'A count over the articles\' words');
}

/**
 * The emulator without the Auth emulator, as `npm run emulator --data DIR` runs it (the
 * bundle emulator/build.mjs makes), started on the stack's data folder while the stack is
 * stopped: how long until it answers, how long its first query over the articles takes
 * (the home page's question, newest first), its memory a few seconds later, and then how
 * long the first search takes and the memory after it. Nothing is written.
 */
export async function timeEmulatorStart(options: ChildOptions, projectId: string): Promise<EmulatorStart> {
  const cli = path.join(options.root, 'emulator', 'dist', 'cli.js');
  const { firestore, storage } = options.ports;
  const { host } = readProjectConfig(options.root);
  const args = ['--root', options.root, '--data', options.dataDir, '--firestore-port', String(firestore), '--storage-port', String(storage), '--hub-port', '0'];
  const started = performance.now();
  const child = spawn(process.execPath, [cli, ...args], { stdio: 'ignore' });
  try {
    await Promise.race([
      untilAnswered(`http://${host}:${firestore}/`),
      exited(child).then((code) => {
        throw new Error(`The emulator exited (code ${code}) before it answered.`);
      }),
    ]);
    const startMs = performance.now() - started;
    const target = { firestore: { host, port: firestore }, projectId };
    const firstQueryMs = await timeFirstQuery(target, 'articles', 'publishedAt');
    await sleep(3000);
    const rss = memoryOf(child.pid!).rss;
    const load = loadavg()[0] ?? Number.NaN;
    const firstSearchMs = await timeFirstSearch(target);
    return { startMs, firstQueryMs, firstSearchMs, rss, rssAfterSearch: memoryOf(child.pid!).rss, load };
  } finally {
    const done = exited(child);
    child.kill('SIGINT');
    await done;
  }
}
