/**
 * The local stack as a developer runs it: `npm start` or `npm run emulators`, through npm,
 * in a process group of its own, on ports the system picks (--free-ports) and a data folder
 * of the test's own (--data), so that it never meets a stack someone else is running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT_ID } from '../../scripts/lib/stack.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));

interface Endpoint {
  readonly host: string;
  readonly port: number;
}

export interface StackProcess {
  /** The npm process: the one a process manager or `kill` would be given. */
  readonly npm: ChildProcess;
  /** Its process group: npm, the stack, and anything they started. */
  readonly group: number;
  readonly firestore: Endpoint;
  readonly auth: Endpoint;
  readonly site?: Endpoint;
  output(): string;
}

/** Process groups started here, for killLeftovers. */
const groups = new Set<number>();

function endpoint(output: string, label: string): Endpoint | undefined {
  const match = new RegExp(`${label}\\s+http://([\\d.]+):(\\d+)`).exec(output);
  return match ? { host: match[1]!, port: Number(match[2]) } : undefined;
}

async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>, timeoutMs: number, detail = (): string => ''): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.\n${detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `npm start` or `npm run emulators` on free ports with `dataDir`; resolves once it serves. */
export async function startStackProcess(script: 'start' | 'emulators', dataDir: string): Promise<StackProcess> {
  const npm = spawn('npm', ['run', script, '--', '--free-ports', '--data', dataDir], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const stack = { npm, group: npm.pid!, output: () => output };
  groups.add(stack.group);
  await until(
    `${script} to be ready`,
    () => (output.includes('Press Ctrl-C to stop.') ? true : undefined),
    120_000,
    () => output,
  ).catch(async (err: unknown) => {
    killGroup(stack.group);
    await exited;
    throw err;
  });
  const site = endpoint(output, 'Site');
  return {
    ...stack,
    firestore: endpoint(output, 'Firestore emulator')!,
    auth: endpoint(output, 'Auth emulator')!,
    ...(site ? { site } : {}),
  };
}

function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Kills whatever a failed test left running. */
export function killLeftovers(): void {
  for (const group of groups) killGroup(group);
  groups.clear();
}

/**
 * The live (not zombie) processes of a process group, read from /proc (Linux). Zombies
 * are left out: they hold no port, no file and no CPU, and reaping them is their parent's
 * (or init's) business.
 */
function liveProcesses(group: number): number[] {
  if (!existsSync('/proc')) throw new Error('liveProcesses reads /proc (Linux).');
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group && fields[0] !== 'Z') pids.push(Number(entry));
  }
  return pids;
}

/** Resolves once no process of the group is alive; fails with the survivors after `timeoutMs`. */
export async function waitUntilGone(group: number, timeoutMs: number): Promise<void> {
  await until(
    `process group ${group} to end`,
    () => (liveProcesses(group).length === 0 ? true : undefined),
    timeoutMs,
    () => `Still running: ${liveProcesses(group).join(', ')}`,
  );
}

// ---------------------------------------------------------------- data written and read back

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export interface Written {
  readonly docPath: string;
  readonly title: string;
  readonly email: string;
  readonly password: string;
  readonly uid: string;
}

function documentUrl(firestore: Endpoint, docPath: string): string {
  return `http://${firestore.host}:${firestore.port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/${docPath}`;
}

function authUrl(auth: Endpoint, verb: string): string {
  return `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/accounts:${verb}?key=demo-api-key`;
}

/** A Firestore document (as the owner) and a new account (as a visitor registering). */
export async function writeSomething(stack: Pick<StackProcess, 'firestore' | 'auth'>, name: string): Promise<Written> {
  const docPath = `contactMessages/${name}`;
  const title = `kept ${name}`;
  const put = await fetch(documentUrl(stack.firestore, docPath), {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: { subject: { stringValue: title } } }),
  });
  if (!put.ok) throw new Error(`Firestore write failed: ${put.status} ${await put.text()}`);
  const email = `${name}@example.com`;
  const password = `password-${name}`;
  const signUp = await fetch(authUrl(stack.auth, 'signUp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!signUp.ok) throw new Error(`Registering failed: ${signUp.status} ${await signUp.text()}`);
  const { localId } = (await signUp.json()) as { localId: string };
  return { docPath, title, email, password, uid: localId };
}

/** What the stack has of `written`: the document's subject and the uid the password signs in to. */
export async function readBack(stack: Pick<StackProcess, 'firestore' | 'auth'>, written: Written): Promise<{ subject?: string; uid?: string }> {
  const doc = await fetch(documentUrl(stack.firestore, written.docPath), { headers: OWNER });
  const subject = doc.ok ? ((await doc.json()) as { fields: { subject: { stringValue: string } } }).fields.subject.stringValue : undefined;
  const signIn = await fetch(authUrl(stack.auth, 'signInWithPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: written.email, password: written.password, returnSecureToken: true }),
  });
  const uid = signIn.ok ? ((await signIn.json()) as { localId: string }).localId : undefined;
  return { subject, uid };
}

/**
 * Resolves once the running stack has saved `written` in `dataDir` on its own (no stop):
 * the document in Firestore's files (firestore/) and the account in auth/accounts.json.
 */
export async function waitUntilSaved(dataDir: string, written: Written, timeoutMs: number): Promise<void> {
  const contains = async (file: string, text: string): Promise<boolean> =>
    (await readFile(path.join(dataDir, file), 'utf8').catch(() => '')).includes(text);
  const firestoreHolds = async (text: string): Promise<boolean> => {
    const names = await readdir(path.join(dataDir, 'firestore')).catch(() => []);
    for (const name of names) if (await contains(path.join('firestore', name), text)) return true;
    return false;
  };
  await until(
    'the running stack to save the writes',
    async () => ((await firestoreHolds(written.title)) && (await contains('auth/accounts.json', written.email)) ? true : undefined),
    timeoutMs,
  );
}
