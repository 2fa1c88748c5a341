/**
 * Auth accounts survive a restart of the local stack: exported with the Auth emulator's
 * own admin API (as `firebase emulators:export` does) and imported with batchCreate.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningAuthEmulator } from './auth-emulator.js';

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

function accountsUrl(auth: RunningAuthEmulator, projectId: string, verb: string): string {
  return `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:${verb}`;
}

export async function exportAuthAccounts(auth: RunningAuthEmulator, projectId: string, dir: string): Promise<void> {
  const response = await fetch(accountsUrl(auth, projectId, 'batchGet') + '?maxResults=-1', { headers: OWNER });
  if (!response.ok) throw new Error(`Auth export failed: ${response.status} ${await response.text()}`);
  const { users = [] } = (await response.json()) as { users?: unknown[] };
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'accounts.json'), JSON.stringify({ users }, null, 1));
}

/** Returns how many accounts were imported (0 when there is no export yet). */
export async function importAuthAccounts(auth: RunningAuthEmulator, projectId: string, dir: string): Promise<number> {
  let users: unknown[];
  try {
    ({ users = [] } = JSON.parse(await readFile(path.join(dir, 'accounts.json'), 'utf8')) as { users?: unknown[] });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  if (users.length === 0) return 0;
  const response = await fetch(accountsUrl(auth, projectId, 'batchCreate'), {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ users }),
  });
  if (!response.ok) throw new Error(`Auth import failed: ${response.status} ${await response.text()}`);
  return users.length;
}
