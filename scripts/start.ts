/**
 * `npm start`: the whole site locally on a fresh clone, no Java and no network.
 * Starts the local Firebase stack (Auth emulator + the repo's Firestore/Storage emulator),
 * seeds demo content on first start, serves the site with Vite, and stops everything on
 * Ctrl-C, SIGTERM or SIGHUP (one process, data saved, nothing left behind). Data persists
 * in .emulator-data/ and is saved every few seconds while it changes.
 *
 * `npm run emulators` (--backend-only) does the same without the site.
 *
 *   --data DIR      keep the data in DIR instead of .emulator-data/
 *   --free-ports    let the system pick every port (printed below); npm run reseed and
 *                   set-role cannot find such a stack
 *   LOCAL_PORT_OFFSET=N moves every port by N instead (docs/local-stack.md)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer, type ViteDevServer } from 'vite';
import { exitOnPortError, offsetPort, readProjectConfig } from '../emulator/src/config.js';
import { assertPortsFree } from './lib/ports.js';
import { describeSeed, formatLogins, seedDemoContent } from './lib/seed-demo.js';
import { stopOnSignals } from '../emulator/src/shared/stop-on-signals.js';
import { siteEnvFor, startStack, type RunningStack } from './lib/stack.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Vite's usual port, moved by LOCAL_PORT_OFFSET like the others. */
const SITE_PORT = 5173;

const { values: flags } = parseArgs({
  options: {
    'backend-only': { type: 'boolean', default: false },
    'free-ports': { type: 'boolean', default: false },
    data: { type: 'string' },
  },
});
const backendOnly = flags['backend-only'];
const dataDir = path.resolve(root, flags.data ?? '.emulator-data');
const shownDataDir = dataDir.startsWith(root + path.sep) ? path.relative(root, dataDir) : dataDir;

// A port the offset makes unusable ends the command here, in one line, before anything starts.
const config = exitOnPortError(() => readProjectConfig(root));
const ports = flags['free-ports']
  ? { firestore: 0, storage: 0, auth: 0, hub: 0, site: 0 }
  : { ...config.ports, site: exitOnPortError(() => offsetPort('site', SITE_PORT)) };
if (!flags['free-ports']) {
  await assertPortsFree(config.host, [
    ['Firestore emulator', ports.firestore],
    ['Storage emulator', ports.storage],
    ['Auth emulator', ports.auth],
    ['Emulator hub', ports.hub],
    ...(backendOnly ? [] : [['Site', ports.site] as const]),
  ]);
}

let stack: RunningStack | undefined;
let vite: ViteDevServer | undefined;

/**
 * Vite's dev server exits the process by itself on SIGTERM (and when stdin ends), as soon
 * as the site is closed and before the stack is saved. Stopping is ours to order: take its
 * handlers off again.
 */
async function createSite(): Promise<ViteDevServer> {
  const before = { sigterm: new Set(process.listeners('SIGTERM')), stdinEnd: new Set(process.stdin.listeners('end')) };
  const server = await createServer({ root, server: { port: ports.site, strictPort: true, host: config.host } });
  for (const listener of process.listeners('SIGTERM')) if (!before.sigterm.has(listener)) process.off('SIGTERM', listener);
  for (const listener of process.stdin.listeners('end')) {
    if (!before.stdinEnd.has(listener)) process.stdin.off('end', listener as (...args: unknown[]) => void);
  }
  return server;
}

/** The site's address once known (with free ports, once Vite listens); its e-mail links lead there. */
let siteOrigin: string | null = ports.site ? `http://${config.host}:${ports.site}` : null;

/** Firebase's actions, as an e-mail's subject would say them. */
const EMAIL_KINDS: Readonly<Record<string, string>> = {
  verifyEmail: 'verify your e-mail address',
  resetPassword: 'reset your password',
  verifyAndChangeEmail: 'confirm your new e-mail address',
  recoverEmail: 'undo the change of your e-mail address',
};

async function start(): Promise<void> {
  console.log('Starting the local Firebase stack…');
  stack = await startStack({
    root,
    dataDir,
    ports,
    watchRules: true,
    log: (line) => console.log(`  ${line}`),
    // The e-mails' links open the site's own pages, as the project's action URL makes them in production.
    siteOrigin: () => siteOrigin,
    onEmail: (email) => console.log(`\n  E-mail to ${email.to}: ${EMAIL_KINDS[email.mode] ?? email.mode}\n    ${email.link}\n`),
  });

  // The feeds link to the site (with free ports its port is not known yet: the usual one).
  const seeded = await seedDemoContent(stack, ports.site ? { siteOrigin: `http://${config.host}:${ports.site}` } : {});
  console.log(`  ${describeSeed(seeded)}`);
  const logins = seeded.logins.length > 0 ? `\n${formatLogins(seeded.logins)}` : '';

  if (!backendOnly) {
    // The site talks to this stack, wherever its ports are.
    Object.assign(process.env, siteEnvFor(stack));
    vite = await createSite();
    await vite.listen();
  }
  const address = vite?.httpServer?.address();
  const sitePort = typeof address === 'object' && address ? address.port : ports.site;
  if (sitePort) siteOrigin = `http://${config.host}:${sitePort}`;

  const site = vite ? `\n  Site               http://${config.host}:${sitePort}/` : '';
  const hub = stack.hub ? `\n  Emulator hub       http://${stack.hub.host}:${stack.hub.port}/emulators` : '';
  console.log(`${site}${logins}
  Firestore emulator http://${stack.firestore.host}:${stack.firestore.port}
  Storage emulator   http://${stack.storage.host}:${stack.storage.port}
  Auth emulator      http://${stack.auth.host}:${stack.auth.port}${hub}
  E-mails            printed here as they are sent, and kept at
                     http://${stack.auth.host}:${stack.auth.port}/emulator/v1/projects/${stack.projectId}/oobCodes
  Project            ${stack.projectId} (demo project: nothing leaves this machine)
  Data               ${shownDataDir}/ (saved every few seconds and at exit; npm run reset starts over)

  firestore.rules and storage.rules are enforced as in production, and reloaded when you edit them.
  Press Ctrl-C to stop.
`);
}

const started = start();

stopOnSignals({
  announce: () => console.log('\nStopping…'),
  async stop() {
    // A stop during start-up waits for it, then closes what it opened.
    await started.catch(() => undefined);
    await vite?.close();
    await stack?.stop();
    console.log(`Stopped. Data saved in ${shownDataDir}/.`);
  },
});

try {
  await started;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await vite?.close();
  await stack?.stop();
  process.exit(1);
}
