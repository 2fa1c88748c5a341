/**
 * One running emulator per data folder. Two would each save their own state over the
 * other's (every save writes the whole folder), so the second one refuses to start. The
 * lock is a file holding the owner's pid; a lock left by a process that no longer runs
 * (after a kill -9) is taken over.
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'emulator.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataFolderInUseError extends Error {
  override readonly name = 'DataFolderInUseError';
}

/** Folders locked by this process (a pid cannot tell two emulators of one process apart). */
const lockedHere = new Set<string>();

/** Takes the folder's lock; resolves with the function that releases it. */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const key = path.resolve(dir);
  if (lockedHere.has(key)) throw new DataFolderInUseError(`${dir} is in use by another emulator of this process.`);
  const mine = String(process.pid);
  for (;;) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new DataFolderInUseError(
        `${dir} is in use by process ${owner} (another npm start or npm run emulators?). Stop it first, `
          + `or give this one another data folder. If no such process is a local stack, delete ${file}.`,
      );
    }
    // Left behind by a process that is gone (or that had our pid before us): take it over.
    await unlink(file).catch(() => undefined);
  }
  lockedHere.add(key);
  return async () => {
    lockedHere.delete(key);
    const owner = await readFile(file, 'utf8').catch(() => '');
    if (owner.trim() === mine) await unlink(file).catch(() => undefined);
  };
}
