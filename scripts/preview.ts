/**
 * `npm run preview`: the production build served the way Firebase Hosting serves it
 * (firebase.json's rewrites, redirects, headers and compression; scripts/lib/hosting-preview.ts)
 * on 127.0.0.1:4173, talking to the local backend of `npm run emulators` or `npm start`.
 * Builds first; `npm run preview -- --no-build` serves the last build as it is.
 */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { readProjectConfig } from '../emulator/src/config.js';
import { stopOnSignals } from '../emulator/src/shared/stop-on-signals.js';
import { EMULATOR_BUILD_MODE } from './lib/build-target.js';
import { previewAddress, startHostingPreview } from './lib/hosting-preview.js';
import { assertPortsFree } from './lib/ports.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const { host, port } = previewAddress(root);
await assertPortsFree(host, [['Preview', port]]);

if (!process.argv.includes('--no-build')) {
  console.log('Building the site…');
  await build({ root, mode: EMULATOR_BUILD_MODE, logLevel: 'warn' });
}

const preview = await startHostingPreview({ root, host, port });

/** Whether something answers on the backend's Firestore port (the site is useless without it). */
function listening(address: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address.port, address.host, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
const backend = readProjectConfig(root);
const backendUp = await listening({ host: backend.host, port: backend.ports.firestore });

console.log(`
  Preview            ${preview.url}/  (the production build, served as Firebase Hosting would)
  Backend            http://${backend.host}:${backend.ports.firestore} ${backendUp ? '(running)' : '(not running: start it with npm run emulators)'}

  Press Ctrl-C to stop.
`);

stopOnSignals({ stop: () => preview.stop() });
