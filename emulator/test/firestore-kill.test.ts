/**
 * A kill -9 loses no acknowledged Firestore write: the emulator CLI, killed without warning
 * right after its last answer (no save, no flush), brings back every acknowledged write at
 * its next start, and a commit still under way at the kill whole or not at all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { describeOurs } from '../../tests/support/emulator.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = 'demo-kill';
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Cli {
  readonly child: ChildProcess;
  readonly documents: string;
  readonly exited: Promise<void>;
}

async function startCli(dataDir: string): Promise<Cli> {
  // `node --import tsx`, one process: the kill reaches the emulator itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'emulator/src/cli.ts'), '--data', dataDir, '--firestore-port', '0', '--storage-port', '0', '--hub-port', '0'],
    { cwd: root },
  );
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 800; i++) {
    const address = /Firestore emulator\s+(http:\/\/\S+)/.exec(output)?.[1];
    if (address) return { child, documents: `${address}/v1/projects/${PROJECT}/databases/(default)/documents`, exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The emulator did not start:\n${output}`);
}

const OWNER = { authorization: 'Bearer owner' };
const name = (docPath: string): string => `projects/${PROJECT}/databases/(default)/documents/${docPath}`;
const write = (docPath: string, n: number): unknown => ({ update: { name: name(docPath), fields: { n: { integerValue: String(n) } } } });

async function commit(cli: Cli, writes: unknown[]): Promise<void> {
  const response = await fetch(`${cli.documents}:commit`, { method: 'POST', headers: OWNER, body: JSON.stringify({ writes }) });
  if (!response.ok) throw new Error(`commit: ${response.status} ${await response.text()}`);
}

/** Every document of a collection as id → n. */
async function readAll(cli: Cli, collectionId: string): Promise<Record<string, number>> {
  const response = await fetch(`${cli.documents}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId }] } }),
  });
  const rows = (await response.json()) as { document?: { name: string; fields: { n: { integerValue: string } } } }[];
  return Object.fromEntries(rows.flatMap((row) => (row.document ? [[row.document.name.split('/').at(-1)!, Number(row.document.fields.n.integerValue)]] : [])));
}

describeOurs('an emulator killed with kill -9', () => {
  it('keeps every acknowledged write, and a commit under way whole or not at all', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'emulator-kill-'));
    dirs.push(dataDir);
    const first = await startCli(dataDir);
    const expected: Record<string, number> = {};
    for (let n = 0; n < 20; n++) {
      await commit(first, [write(`kept/one-${n}`, n)]);
      expected[`one-${n}`] = n;
    }
    await commit(first, Array.from({ length: 100 }, (_, n) => write(`kept/batch-${n}`, n)));
    for (let n = 0; n < 100; n++) expected[`batch-${n}`] = n;
    await commit(first, [write('kept/one-3', 33), { delete: name('kept/one-4') }]);
    expected['one-3'] = 33;
    delete expected['one-4'];
    await commit(first, [{ transform: { document: name('kept/one-5'), fieldTransforms: [{ fieldPath: 'n', increment: { integerValue: '10' } }] } }]);
    expected['one-5'] = 15;

    // A large commit sent, and the kill right after the last acknowledged one.
    const underWay = commit(first, Array.from({ length: 400 }, (_, n) => write(`under-way/d${n}`, n))).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await first.exited;
    await underWay;

    const second = await startCli(dataDir);
    expect(await readAll(second, 'kept')).toEqual(expected);
    expect([0, 400]).toContain(Object.keys(await readAll(second, 'under-way')).length);
    second.child.kill('SIGINT');
    await second.exited;
  }, 60_000);
});
