/**
 * `npm run reseed`: forget the local stack's data (Firestore documents, Storage objects, Auth
 * accounts) and seed the demo content again.
 *
 * While `npm start` (or `npm run emulators`) runs, it talks to that stack through the
 * emulator hub and the emulators' control endpoints: the site keeps running, reload it.
 * When nothing runs, it starts the stack on .emulator-data just long enough to reseed it and
 * stops it again (data saved), so the next `npm start` begins with fresh demo content.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOnPortError, readProjectConfig } from '../emulator/src/config.js';
import { findRunningStack, wipeStackData, type SeedTarget } from './lib/demo-content/stack-control.js';
import { describeSeed, formatLogins, seedDemoContent } from './lib/seed-demo.js';
import { DEMO_PROJECT_ID, startStack, type RunningStack } from './lib/stack.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = path.join(root, '.emulator-data');
const config = exitOnPortError(() => readProjectConfig(root));

async function reseed(target: SeedTarget): Promise<void> {
  await wipeStackData(target);
  console.log('  Wiped Firestore, Storage and Auth accounts.');
  const result = await seedDemoContent(target);
  console.log(`  ${describeSeed(result)}`);
  console.log(formatLogins(result.logins));
}

async function startForReseed(): Promise<RunningStack> {
  try {
    return await startStack({ root, dataDir, log: (line) => console.log(`  ${line}`) });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const { firestore, storage, auth, hub } = config.ports;
    console.error(
      `No local stack answers on the hub port ${hub}, but one of the ports ${firestore}, ${storage}, ${auth}, ${hub} `
        + 'is taken by another program. Free it, or stop that program, and run npm run reseed again.',
    );
    process.exit(1);
  }
}

const listing = await findRunningStack({ host: config.host, port: config.ports.hub }, DEMO_PROJECT_ID);
if (listing.state === 'incomplete') {
  console.error(
    `The emulators running here (${listing.services.join(', ')}) have no Auth emulator: probably npm run emulator. `
      + 'Stop them, then run npm run reseed again (or run it while npm start runs).',
  );
  process.exit(1);
}

if (listing.state === 'running') {
  console.log('Reseeding the running local stack…');
  await reseed(listing.target);
  console.log('\nDone. Reload the site; if you were signed in, sign in again with a demo login.');
} else {
  console.log('The local stack is not running: starting it to reseed .emulator-data…');
  const stack = await startForReseed();
  try {
    await reseed(stack);
  } finally {
    await stack.stop();
  }
  console.log(`\nDone. Data saved in ${path.relative(root, dataDir)}/; npm start serves it.`);
}
