/**
 * The local Firebase stack in one process: the repo's Firestore/Storage emulator, the Auth
 * emulator of firebase-tools, and an emulator hub. Used by `npm start`, the end-to-end
 * tests and the seed/admin scripts.
 */
import path from 'node:path';
import { portOffset, readProjectConfig } from '../../emulator/src/config.js';
import { loadIndexChecker } from '../../emulator/src/firestore/query/load-indexes.js';
import { startEmulator, type Endpoint, type RunningEmulator } from '../../emulator/src/index.js';
import { AUTOSAVE_INTERVAL_MS } from '../../emulator/src/persistence.js';
import { e2eBasePort } from './e2e-ports.js';
import { autosaveAuthAccounts, importAuthAccounts, type AuthAutosave } from './auth-data.js';
import { startAuthEmulator, type LocalEmail, type RunningAuthEmulator } from './auth-emulator.js';
import { paths } from '../../src/config/paths.js';

export const DEMO_PROJECT_ID = 'demo-finance-articles';

export interface StackPorts {
  readonly firestore: number;
  readonly storage: number;
  readonly auth: number;
  readonly hub?: number;
}

export interface StackOptions {
  /** Repository root (where firebase.json is). */
  readonly root: string;
  readonly projectId?: string;
  /** Defaults to the ports of firebase.json; 0 picks free ports. */
  readonly ports?: StackPorts;
  /** Folder for persistence (Firestore, Storage and Auth accounts); none: memory only. */
  readonly dataDir?: string;
  /** Reload firestore.rules and storage.rules when they change (npm start). */
  readonly watchRules?: boolean;
  /**
   * The site's address, which the Auth emulator's e-mail links lead to (its /auth/action
   * page, as the project's action URL does in production); asked for when needed, so it
   * may be known only once the site is up. None: the links stay the emulator's own.
   */
  readonly siteOrigin?: () => string | null;
  /** Each e-mail the Auth emulator would have sent (npm start prints them). */
  readonly onEmail?: (email: LocalEmail) => void;
  readonly log?: (line: string) => void;
}

export interface RunningStack {
  readonly projectId: string;
  readonly firestore: Endpoint;
  readonly storage: Endpoint;
  readonly auth: Endpoint;
  readonly hub?: Endpoint;
  readonly emulator: RunningEmulator;
  stop(): Promise<void>;
}

/** The VITE_* variables that point the site, as Vite builds or serves it, at this stack. */
export function siteEnvFor(stack: Pick<RunningStack, 'projectId' | 'firestore' | 'storage' | 'auth'>): Record<string, string> {
  return {
    VITE_DEMO_PROJECT_ID: stack.projectId,
    VITE_EMULATOR_HOST: stack.firestore.host,
    VITE_FIRESTORE_EMULATOR_PORT: String(stack.firestore.port),
    VITE_STORAGE_EMULATOR_PORT: String(stack.storage.port),
    VITE_AUTH_EMULATOR_PORT: String(stack.auth.port),
  };
}

/**
 * Ports of the end-to-end stack, apart from firebase.json's so that it runs next to
 * `npm start`. E2E_PORT_OFFSET shifts them, for two test runs side by side (e2e-ports.ts).
 */
export const E2E_PORT_OFFSET = portOffset('E2E_PORT_OFFSET');
/** Consecutive ports from here (the site takes the fifth, see e2e/site.ts). */
export const E2E_BASE_PORT = e2eBasePort();
export const TEST_PORTS: StackPorts = {
  firestore: E2E_BASE_PORT,
  storage: E2E_BASE_PORT + 1,
  auth: E2E_BASE_PORT + 2,
  hub: E2E_BASE_PORT + 3,
};

/** The site's page for Firebase's e-mail actions (src/config/paths.ts authAction). */
const siteActionUrl = (origin: string | null | undefined): string | null => (origin ? `${origin.replace(/\/+$/, '')}${paths.authAction.to()}` : null);

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const config = readProjectConfig(options.root);
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const ports = options.ports ?? config.ports;
  const log = options.log ?? (() => undefined);
  const authDir = options.dataDir ? path.join(options.dataDir, 'auth') : undefined;

  let authSave: AuthAutosave | undefined;
  const auth: RunningAuthEmulator = await startAuthEmulator({
    host: config.host,
    port: ports.auth,
    projectId,
    onChange: () => authSave?.changed(),
    ...(options.siteOrigin ? { emailActionUrl: () => siteActionUrl(options.siteOrigin?.()) } : {}),
    ...(options.onEmail ? { onEmail: options.onEmail } : {}),
  });
  let emulator: RunningEmulator;
  try {
    emulator = await startEmulator({
      host: config.host,
      ports: { firestore: ports.firestore, storage: ports.storage, hub: ports.hub },
      rules: { firestore: config.firestoreRules, storage: config.storageRules },
      watchRules: options.watchRules ?? false,
      indexes: config.firestoreIndexes ? loadIndexChecker(config.firestoreIndexes) : undefined,
      dataDir: options.dataDir,
      auth: { host: auth.host, port: auth.port },
      log,
    });
  } catch (err) {
    await auth.stop();
    throw err;
  }

  if (authDir) {
    try {
      const imported = await importAuthAccounts(auth, projectId, authDir, log);
      if (imported) log(`Imported ${imported} Auth accounts from ${authDir}`);
    } catch (err) {
      await Promise.all([emulator.stop(), auth.stop()]);
      throw err;
    }
    // Accounts are saved while the stack runs, as Firestore and Storage are: a kill -9
    // loses at most the last interval.
    authSave = autosaveAuthAccounts({ auth, projectId, dir: authDir, intervalMs: AUTOSAVE_INTERVAL_MS, log });
  }

  return {
    projectId,
    firestore: emulator.firestore,
    storage: emulator.storage,
    auth: { host: auth.host, port: auth.port },
    ...(emulator.hub ? { hub: emulator.hub } : {}),
    emulator,
    async stop() {
      try {
        await authSave?.stop();
      } finally {
        await Promise.all([emulator.stop(), auth.stop()]);
      }
    },
  };
}
