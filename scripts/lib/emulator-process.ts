/**
 * The bundled emulator CLI (emulator/dist/cli.js) as a child process, for benchmarks: how
 * long it takes to answer, how much memory it holds, and the REST calls that fill it.
 * Ports are the benchmark's own (28080 …), moved by LOCAL_PORT_OFFSET like the stack's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { offsetPort } from '../../emulator/src/config.js';

export const BENCH_PROJECT = 'demo-bench';

const PORTS = {
  firestore: offsetPort('benchmark Firestore emulator', 28080),
  storage: offsetPort('benchmark Storage emulator', 29199),
  hub: offsetPort('benchmark emulator hub', 24400),
};
const DOCUMENTS = `http://127.0.0.1:${PORTS.firestore}/v1/projects/${BENCH_PROJECT}/databases/(default)/documents`;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export interface EmulatorProcess {
  readonly child: ChildProcess;
  /** Milliseconds from spawning to the first answered request. */
  readonly startMs: number;
  /** CPU milliseconds the process used until then. */
  readonly startCpuMs: number;
  /** Everything it printed. */
  output(): string;
}

/** The address of a document's REST resource; `firestorePort` for the lite SDK. */
export const documentUrl = (docPath: string): string => `${DOCUMENTS}/${docPath}`;
export const firestorePort = PORTS.firestore;

export async function startEmulatorProcess(root: string, dataDir?: string): Promise<EmulatorProcess> {
  const data = dataDir ? ['--data', dataDir] : ['--no-data'];
  const ports = ['--firestore-port', String(PORTS.firestore), '--storage-port', String(PORTS.storage), '--hub-port', String(PORTS.hub)];
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'emulator', 'dist', 'cli.js'), '--root', root, ...data, ...ports], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The emulator exited (${code}):\n${output}`))));
  await Promise.race([untilAnswered(`http://127.0.0.1:${PORTS.firestore}/`), exited]);
  return { child, startMs: performance.now() - started, startCpuMs: cpuMs(child.pid!), output: () => output };
}

/** Until the Firestore emulator answers at `url`: it listens only once its data is loaded. */
export async function untilAnswered(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(2);
  }
}

/** Stops it as Ctrl-C would (it saves first); resolves with how long that took. */
export async function stopEmulatorProcess(emulator: EmulatorProcess): Promise<number> {
  const started = performance.now();
  const exited = new Promise((resolve) => emulator.child.once('exit', resolve));
  emulator.child.kill('SIGINT');
  await exited;
  return performance.now() - started;
}

/**
 * CPU time a process has used (user and system), from /proc: on a machine shared with
 * other work, it says what a start costs where the wall clock only says how long it waited.
 */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * A kept-alive connection that the server closes just as a request goes out on it fails
 * with ECONNRESET (more often after the server was busy): such a request is sent again.
 */
async function fetchRetrying(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

async function post(verb: string, body: unknown): Promise<unknown> {
  const response = await fetchRetrying(`${DOCUMENTS}:${verb}`, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${verb} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

export type RestWrite = Record<string, unknown>;

/** A write that stores `fields` as the whole document at `docPath`. */
export const setWrite = (docPath: string, fields: Record<string, unknown>): RestWrite => ({
  update: { name: `projects/${BENCH_PROJECT}/databases/(default)/documents/${docPath}`, fields },
});

/** A write that adds 1 to a number field, as a reader's view does. */
export const incrementWrite = (docPath: string, field: string): RestWrite => ({
  transform: {
    document: `projects/${BENCH_PROJECT}/databases/(default)/documents/${docPath}`,
    fieldTransforms: [{ fieldPath: field, increment: { integerValue: '1' } }],
  },
});

export async function commit(writes: readonly RestWrite[]): Promise<void> {
  await post('commit', { writes });
}

export async function runQuery(structuredQuery: Record<string, unknown>): Promise<{ name: string; fields: Record<string, Record<string, string>> }[]> {
  const answer = (await post('runQuery', { structuredQuery })) as { document?: { name: string; fields: Record<string, Record<string, string>> } }[];
  return answer.flatMap((item) => (item.document ? [item.document] : []));
}

export async function countDocuments(collectionId: string): Promise<number> {
  const answer = (await post('runAggregationQuery', {
    structuredAggregationQuery: { structuredQuery: { from: [{ collectionId }] }, aggregations: [{ alias: 'n', count: {} }] },
  })) as { result: { aggregateFields: { n: { integerValue: string } } } }[];
  return Number(answer[0]?.result.aggregateFields.n.integerValue);
}
