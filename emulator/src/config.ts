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
 * LOCAL_PORT_OFFSET: added to every port of the local stack (emulators, hub, site,
 * preview), so that a second checkout's stack can run beside the first. 0 when unset.
 */
export function localPortOffset(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LOCAL_PORT_OFFSET?.trim();
  if (!raw) return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`LOCAL_PORT_OFFSET must be a whole number from 0 to 50000, not "${raw}".`);
  }
  return offset;
}

export function readProjectConfig(root: string): ProjectConfig {
  const file = path.join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as FirebaseJson;
  const offset = localPortOffset();
  const port = (name: string, fallback: number): number => (config.emulators?.[name]?.port ?? fallback) + offset;
  const resolve = (p: string | undefined): string | undefined => (p ? path.join(root, p) : undefined);
  return {
    root,
    host: config.emulators?.firestore?.host ?? '127.0.0.1',
    ports: {
      firestore: port('firestore', 8080),
      storage: port('storage', 9199),
      auth: port('auth', 9099),
      hub: port('hub', 4400),
    },
    firestoreRules: resolve(config.firestore?.rules),
    storageRules: resolve(config.storage?.rules),
    firestoreIndexes: resolve(config.firestore?.indexes),
  };
}
