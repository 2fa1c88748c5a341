/**
 * Command line: runs the Firestore and Storage emulator on the ports of firebase.json.
 *
 *   node emulator/dist/cli.js [--root DIR] [--data DIR | --no-data] [--open]
 *                             [--firestore-port N] [--storage-port N] [--hub-port N]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exitOnPortError, readProjectConfig } from './config.js';
import { startEmulator } from './index.js';
import { loadIndexChecker } from './firestore/query/load-indexes.js';
import { stopOnSignals } from './shared/stop-on-signals.js';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: process.cwd() },
    data: { type: 'string' },
    'no-data': { type: 'boolean', default: false },
    open: { type: 'boolean', default: false },
    'firestore-port': { type: 'string' },
    'storage-port': { type: 'string' },
    'hub-port': { type: 'string' },
  },
});

const root = path.resolve(values.root);
const config = exitOnPortError(() => readProjectConfig(root));
const num = (v: string | undefined, fallback: number): number => (v === undefined ? fallback : Number(v));

const emulator = await startEmulator({
  host: config.host,
  ports: {
    firestore: num(values['firestore-port'], config.ports.firestore),
    storage: num(values['storage-port'], config.ports.storage),
    hub: num(values['hub-port'], config.ports.hub),
  },
  open: values.open,
  rules: { firestore: config.firestoreRules, storage: config.storageRules },
  watchRules: true,
  indexes: config.firestoreIndexes ? loadIndexChecker(config.firestoreIndexes) : undefined,
  dataDir: values['no-data'] ? undefined : path.resolve(root, values.data ?? '.emulator-data'),
  log: (line) => console.log(line),
}).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

console.log(`Firestore emulator  http://${emulator.firestore.host}:${emulator.firestore.port}`);
console.log(`Storage emulator    http://${emulator.storage.host}:${emulator.storage.port}`);
if (emulator.hub) console.log(`Emulator hub        http://${emulator.hub.host}:${emulator.hub.port}/emulators`);
if (values.open) console.log('Open mode: requests that no rule covers are allowed.');

stopOnSignals({
  stop: () => emulator.stop(),
});
