/**
 * The parts of firebase-tools the repo uses that are not its public interface, loaded here
 * and nowhere else: the Auth emulator's server (run inside our own process: no Java, no
 * download, no call to Google) and the CLI's entry file (which `npm run deploy` runs).
 * firebase-tools may move them in any release; each is checked as it is loaded, so an
 * upgrade that moved one fails with a message that says which file and what to look for,
 * rather than with a TypeError deep inside a test. tests/tooling keeps them checked.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const AUTH_SERVER_FILE = 'firebase-tools/lib/emulator/auth/server.js';
const CLI_FILE = 'firebase-tools/lib/bin/firebase.js';

export interface AuthServerModule {
  /** An Express app: a request handler for a server of one's own, or one that listens itself. */
  createApp(projectId: string, singleProjectMode?: number): Promise<((req: IncomingMessage, res: ServerResponse) => void) & { listen(port: number, host: string): Server }>;
}

function installedVersion(): string {
  try {
    return (require('firebase-tools/package.json') as { version: string }).version;
  } catch {
    return 'not installed';
  }
}

/** The error an upgrade that moved or changed `file` gets: which version, which file, what it needs. */
function movedInternal(file: string, needed: string, cause?: unknown): Error {
  return new Error(
    `firebase-tools ${installedVersion()}: ${file} ${cause ? 'cannot be loaded' : 'has changed'}; the repo needs ${needed}. ` +
      'A firebase-tools upgrade moved it: find its new place in node_modules/firebase-tools/lib and update scripts/lib/firebase-tools-internals.ts.',
    cause ? { cause } : undefined,
  );
}

/** Loads `file` from firebase-tools and checks it with `isWhatWeNeed`. */
export function loadInternal<T>(file: string, needed: string, isWhatWeNeed: (loaded: unknown) => boolean): T {
  let loaded: unknown;
  try {
    loaded = require(file);
  } catch (error) {
    throw movedInternal(file, needed, error);
  }
  if (!isWhatWeNeed(loaded)) throw movedInternal(file, needed);
  return loaded as T;
}

/** The Auth emulator's server module, with its createApp(projectId). */
export function authServerModule(): AuthServerModule {
  return loadInternal<AuthServerModule>(
    AUTH_SERVER_FILE,
    'createApp(projectId), which returns an Express app',
    (loaded) => typeof (loaded as { createApp?: unknown } | null)?.createApp === 'function',
  );
}

/** The path of the firebase CLI's entry file, to run with node. */
export function firebaseCliPath(): string {
  try {
    return require.resolve(CLI_FILE);
  } catch (error) {
    throw movedInternal(CLI_FILE, 'the CLI entry file', error);
  }
}
