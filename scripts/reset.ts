/**
 * `npm run reset`: forget all local data (Firestore, Storage, Auth accounts). The next
 * `npm start` seeds the demo content again.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.resolve(fileURLToPath(new URL('../.emulator-data', import.meta.url)));
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start begins with fresh demo content.`);
