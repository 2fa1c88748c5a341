/**
 * Reads the parts of firebase.json the emulator needs: ports, rules files, indexes file.
 * LOCAL_PORT_OFFSET moves every local port by the same amount (docs/local-stack.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProjectConfig {
  readonly root: string;
  readonly host: string;
  readonly ports: { readonly firestore: number; readonly storage: number; readonly auth: number; readonly hub: number };
  readonly firestoreRules?: string;
  readonly storageRules?: string;
  readonly firestoreIndexes?: string;
}

interface FirebaseJson {
  firestore?: { rules?: string; indexes?: string };
  storage?: { rules?: string };
  emulators?: Record<string, { host?: string; port?: number }>;
}

/**
 * Ports that browsers and Node's fetch refuse to connect to: the Fetch standard's "bad
 * ports" (https://fetch.spec.whatwg.org/#port-blocking). A service there starts, and then
 * neither the site nor the SDKs can reach it.
 */
const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
  110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530,
  531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190,
  5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Why a local service cannot use `port`, or undefined when it can. */
export function portProblem(port: number): string | undefined {
  if (!Number.isInteger(port) || port < 1024 || port > 65_535) return 'outside 1024-65535';
  if (FETCH_BAD_PORTS.has(port)) return 'a port browsers and Node\'s fetch refuse (the Fetch standard\'s bad ports)';
  return undefined;
}

/** A port offset (LOCAL_PORT_OFFSET, E2E_PORT_OFFSET) or a port it moves cannot be used. */
class PortOffsetError extends Error {
  override name = 'PortOffsetError';
}

/**
 * The offset in `env[variable]`: a whole number, 0 when unset. LOCAL_PORT_OFFSET is added to
 * every port of the local stack (emulators, hub, site, preview), so that a second
 * checkout's stack can run beside the first; E2E_PORT_OFFSET to the end-to-end stack's.
 */
export function portOffset(variable: string, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[variable]?.trim();
  if (!raw) return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset)) throw new PortOffsetError(`${variable} must be a whole number, not "${raw}".`);
  return offset;
}

/**
 * `base` moved by the offset in `env[variable]`, refused when the result is a port the
 * service cannot use: before anything starts, rather than an SDK's "bad port" later.
 */
export function offsetPort(service: string, base: number, variable = 'LOCAL_PORT_OFFSET', env: NodeJS.ProcessEnv = process.env): number {
  const offset = portOffset(variable, env);
  const port = base + offset;
  const problem = portProblem(port);
  if (problem) throw new PortOffsetError(`${variable}=${offset} puts the ${service} on port ${port}, ${problem}; choose another offset.`);
  return port;
}

/** For a command's first steps: a PortOffsetError ends the process with its one line, exit code 1. */
export function exitOnPortError<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof PortOffsetError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

export function readProjectConfig(root: string): ProjectConfig {
  const file = path.join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as FirebaseJson;
  const port = (name: string, service: string, fallback: number): number =>
    offsetPort(service, config.emulators?.[name]?.port ?? fallback);
  const resolve = (p: string | undefined): string | undefined => (p ? path.join(root, p) : undefined);
  return {
    root,
    host: config.emulators?.firestore?.host ?? '127.0.0.1',
    ports: {
      firestore: port('firestore', 'Firestore emulator', 8080),
      storage: port('storage', 'Storage emulator', 9199),
      auth: port('auth', 'Auth emulator', 9099),
      hub: port('hub', 'emulator hub', 4400),
    },
    firestoreRules: resolve(config.firestore?.rules),
    storageRules: resolve(config.storage?.rules),
    firestoreIndexes: resolve(config.firestore?.indexes),
  };
}
