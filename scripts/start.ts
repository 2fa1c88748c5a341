/**
 * `npm start`: the whole site locally on a fresh clone, no Java and no network.
 * Starts the local Firebase stack (Auth emulator + the repo's Firestore/Storage emulator),
 * seeds demo content on first start, serves the site with Vite, and stops everything on
 * Ctrl-C (one process, nothing left behind). Data persists in .emulator-data/.
 *
 * `npm run emulators` (--backend-only) does the same without the site.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { assertPortsFree } from './lib/ports.js';
import { describeSeed, formatLogins, seedDemoContent } from './lib/seed-demo.js';
import { startStack, type RunningStack } from './lib/stack.js';
import { readProjectConfig } from '../emulator/src/config.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = path.join(root, '.emulator-data');
const SITE_PORT = 5173;
const backendOnly = process.argv.includes('--backend-only');

const config = readProjectConfig(root);
await assertPortsFree(config.host, [
  ['Firestore emulator', config.ports.firestore],
  ['Storage emulator', config.ports.storage],
  ['Auth emulator', config.ports.auth],
  ['Emulator hub', config.ports.hub],
  ...(backendOnly ? [] : [['Site', SITE_PORT] as const]),
]);

console.log('Starting the local Firebase stack…');
const stack: RunningStack = await startStack({
  root,
  dataDir,
  watchRules: true,
  log: (line) => console.log(`  ${line}`),
});

const seeded = await seedDemoContent(stack);
console.log(`  ${describeSeed(seeded)}`);
const logins = seeded.logins.length > 0 ? `\n${formatLogins(seeded.logins)}` : '';

const vite = backendOnly
  ? undefined
  : await createServer({ root, server: { port: SITE_PORT, strictPort: true, host: config.host } });
await vite?.listen();

const site = vite ? `\n  Site               http://${config.host}:${SITE_PORT}/` : '';
console.log(`${site}${logins}
  Firestore emulator http://${stack.firestore.host}:${stack.firestore.port}
  Storage emulator   http://${stack.storage.host}:${stack.storage.port}
  Auth emulator      http://${stack.auth.host}:${stack.auth.port}
  Project            ${stack.projectId} (demo project: nothing leaves this machine)
  Data               ${path.relative(root, dataDir)}/ (kept between runs; npm run reset starts over)

  firestore.rules and storage.rules are enforced as in production, and reloaded when you edit them.
  Press Ctrl-C to stop.
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await vite?.close();
  await stack.stop();
  console.log('Stopped. Data saved.');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  });
}
