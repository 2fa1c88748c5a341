/**
 * Auth accounts survive a restart of the local stack, and a crash: exported with the Auth
 * emulator's own admin API (as `firebase emulators:export` does) a moment after every
 * change and on stop, imported with batchCreate on start. The emulator itself keeps
 * accounts in memory only.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { moveAside, setAsideMessage, writeFileAtomically } from '../../emulator/src/shared/data-files.js';
import type { RunningAuthEmulator } from './auth-emulator.js';

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const ACCOUNTS_FILE = 'accounts.json';

type AuthEndpoint = Pick<RunningAuthEmulator, 'host' | 'port'>;

function accountsUrl(auth: AuthEndpoint, projectId: string, verb: string): string {
  return `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:${verb}`;
}

/** The accounts file's text: every account of the project, as the emulator exports them. */
async function exportText(auth: AuthEndpoint, projectId: string): Promise<string> {
  const response = await fetch(accountsUrl(auth, projectId, 'batchGet') + '?maxResults=-1', { headers: OWNER });
  if (!response.ok) throw new Error(`Auth export failed: ${response.status} ${await response.text()}`);
  const { users = [] } = (await response.json()) as { users?: unknown[] };
  return JSON.stringify({ users }, null, 1);
}

/** What is wrong with the file itself (as opposed to reaching the emulator). */
class UnreadableAccounts extends Error {
  constructor(
    message: string,
    readonly imported = 0,
  ) {
    super(message);
  }
}

async function importText(auth: AuthEndpoint, projectId: string, text: string): Promise<number> {
  let users: unknown;
  try {
    const data = JSON.parse(text) as unknown;
    users = typeof data === 'object' && data !== null ? (data as { users?: unknown }).users : undefined;
  } catch (err) {
    throw new UnreadableAccounts((err as Error).message);
  }
  if (!Array.isArray(users)) throw new UnreadableAccounts('it has no list of users');
  if (users.length === 0) return 0;
  const response = await fetch(accountsUrl(auth, projectId, 'batchCreate'), {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ users }),
  });
  if (!response.ok) throw new UnreadableAccounts(`the Auth emulator refused it: ${response.status} ${await response.text()}`);
  // batchCreate answers 200 and lists the accounts it could not create.
  const { error = [] } = (await response.json()) as { error?: { index: number; message: string }[] };
  const first = error[0];
  if (first) {
    const imported = users.length - error.length;
    throw new UnreadableAccounts(`${error.length} of ${users.length} accounts could not be imported (account ${first.index}: ${first.message})`, imported);
  }
  return users.length;
}

/**
 * Imports the saved accounts; returns how many (0 when there is no file yet). A file that
 * cannot be read or imported whole is reported through `log` and set aside, so that the
 * next save does not replace it with fewer accounts.
 */
export async function importAuthAccounts(
  auth: AuthEndpoint,
  projectId: string,
  dir: string,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const file = path.join(dir, ACCOUNTS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  try {
    return await importText(auth, projectId, text);
  } catch (err) {
    if (!(err instanceof UnreadableAccounts)) throw err;
    const movedTo = await moveAside(file);
    const consequence = err.imported > 0 ? `the other ${err.imported} accounts were imported` : 'Auth starts without those accounts';
    log(setAsideMessage(file, movedTo, err.message, consequence));
    return err.imported;
  }
}

export interface AuthAutosave {
  /** Marks the accounts as changed; they are saved within the interval. */
  changed(): void;
  /** Saves now if anything changed since the last save. */
  flush(): Promise<void>;
  /** Stops saving on a timer, after a last save. */
  stop(): Promise<void>;
}

/**
 * Saves the accounts every `intervalMs` while they change (the Auth emulator's onChange
 * calls `changed`). Saves run one at a time; an unchanged export is not written again.
 */
export function autosaveAuthAccounts(options: {
  readonly auth: AuthEndpoint;
  readonly projectId: string;
  readonly dir: string;
  readonly intervalMs: number;
  readonly log: (line: string) => void;
}): AuthAutosave {
  const file = path.join(options.dir, ACCOUNTS_FILE);
  let dirty = false;
  let lastWritten: string | undefined;
  let saving: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    const run = saving.then(async () => {
      if (!dirty) return;
      dirty = false;
      try {
        const text = await exportText(options.auth, options.projectId);
        if (text === lastWritten) return;
        await mkdir(options.dir, { recursive: true });
        await writeFileAtomically(file, text);
        lastWritten = text;
      } catch (err) {
        dirty = true;
        throw err;
      }
    });
    saving = run.catch(() => undefined);
    return run;
  };

  const timer = setInterval(() => {
    flush().catch((err: unknown) => options.log(`Could not save the Auth accounts: ${String(err)}`));
  }, options.intervalMs);
  timer.unref();

  return {
    changed() {
      dirty = true;
    },
    flush,
    async stop() {
      clearInterval(timer);
      // Whatever happened since the last timed save, and the last state in any case.
      dirty = true;
      await flush();
    },
  };
}
