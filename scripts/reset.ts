/**
 * `npm run reset`: forget all local data (Firestore, Storage, Auth accounts). The next
 * `npm start` seeds the demo content again. Refused while a local stack runs on the data:
 * it keeps its files open and appends every write to them (docs/local-stack.md).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.resolve(fileURLToPath(new URL('../.emulator-data', import.meta.url)));

/** The pid in the emulator's lock (emulator/src/shared/data-lock.ts), when that process runs. */
function runningOwner(): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(path.join(dataDir, 'emulator.pid'), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(owner) || owner <= 0) return null;
  try {
    process.kill(owner, 0);
    return owner;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? owner : null;
  }
}

const owner = runningOwner();
if (owner !== null) {
  console.error(`A local stack (process ${owner}) is using ${dataDir}. Stop it (Ctrl-C in its terminal), then run npm run reset again.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start begins with fresh demo content.`);
