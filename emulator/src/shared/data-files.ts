/**
 * Files of the local data folder: written so that a crash never leaves a broken one, and
 * set aside (never deleted or overwritten) when they cannot be read.
 */
import { lstat, open, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a temporary file beside `file`, flushes it to disk, then renames it over `file`:
 * a reader (or the next start, after a kill -9 or a power cut mid-save) sees the old file
 * or the new one, never half of one.
 */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** `20250102-030405`, for names that sort by time. */
function stamp(date: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

/**
 * Renames an unreadable file or folder to `<name>.unreadable-<time>` beside it, so that the
 * next save cannot overwrite it and someone can look at it. Returns the new path.
 */
export async function moveAside(file: string, now = new Date()): Promise<string> {
  const base = `${file}.unreadable-${stamp(now)}`;
  for (let n = 1; ; n++) {
    const target = n === 1 ? base : `${base}-${n}`;
    // rename would replace an existing file of that name: never reuse one.
    if (await exists(target)) continue;
    await rename(file, target);
    return target;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** The message for a data file that could not be read and was set aside. */
export function setAsideMessage(file: string, aside: string, reason: string, consequence: string): string {
  return `Could not read ${file} (${reason}). Moved it to ${path.basename(aside)} beside it, so nothing overwrites it; ${consequence}.`;
}
