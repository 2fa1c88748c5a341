/**
 * Test helpers: a private emulator per test file (ephemeral ports, nothing shared), and
 * lite Firestore / Storage instances that carry a given identity (docs/emulator.md §1.4).
 *
 * With FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST set (host:port), the tests
 * run against those emulators instead, e.g. Google's (README). Tests of what only ours has
 * (in-process state, strict mode without rules, the index check, persistence, the CLI)
 * use `describeOurs` / `itOurs` and are skipped in that mode only.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import path from 'node:path';
import { describe, it } from 'vitest';
import { loadIndexChecker } from '../../emulator/src/firestore/query/load-indexes.js';
import { startEmulator, type Endpoint, type EmulatorOptions, type RunningEmulator } from '../../emulator/src/index.js';

export type TestEmulator = RunningEmulator;

function endpointFromEnv(name: string): Endpoint | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port || 80) };
}

/** Emulators named by the usual environment variables, when both are set. */
const externalEmulators = ((): { firestore: Endpoint; storage: Endpoint } | undefined => {
  const firestore = endpointFromEnv('FIRESTORE_EMULATOR_HOST');
  const storage = endpointFromEnv('FIREBASE_STORAGE_EMULATOR_HOST');
  return firestore && storage ? { firestore, storage } : undefined;
})();

/** For tests of features only the repo's emulator has. */
export const describeOurs: typeof describe.skip = externalEmulators ? describe.skip : describe;
export const itOurs: typeof it.skip = externalEmulators ? it.skip : it;

function external(endpoints: { firestore: Endpoint; storage: Endpoint }): TestEmulator {
  const missing = (what: string) => (): never => {
    throw new Error(`${what} is not available when testing against external emulators: use describeOurs.`);
  };
  return {
    ...endpoints,
    get firestoreStore() {
      return missing('The in-process Firestore store')();
    },
    get objectStore() {
      return missing('The in-process object store')();
    },
    get rules() {
      return missing('The in-process rules registry')();
    },
    save: () => Promise.resolve(),
    compact: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}

// Tests run from the repository root (jsdom's import.meta.url is not a file URL).
const REPO_INDEXES = path.resolve('firestore.indexes.json');

/**
 * Starts an emulator on free ports. Defaults: strict mode (owner token or rules) and the
 * composite-index check of the repo's firestore.indexes.json, as in local use, so that a
 * query the app needs an index for fails in tests too. Tests of the query engine itself
 * pass `indexes: noIndexCheck`.
 */
export function startTestEmulator(options: Partial<EmulatorOptions> = {}): Promise<TestEmulator> {
  if (externalEmulators) return Promise.resolve(external(externalEmulators));
  return startEmulator({ ports: { firestore: 0, storage: 0 }, indexes: loadIndexChecker(REPO_INDEXES), ...options });
}

/** A mock user token (unsigned JWT claims) or the owner; undefined for no user. */
export type TestToken = { sub: string; [claim: string]: unknown } | 'owner' | undefined;

let appCounter = 0;

export interface TestClients {
  readonly app: FirebaseApp;
  readonly db: Firestore;
  readonly storage: FirebaseStorage;
  dispose(): Promise<void>;
}

/** Lite Firestore and Storage clients of a fresh app that act as `token`. */
export function clientsFor(emulator: TestEmulator, projectId: string, token?: TestToken): TestClients {
  const app = initializeApp(
    { projectId, apiKey: 'fake-api-key', storageBucket: `${projectId}.appspot.com` },
    `test-${++appCounter}`,
  );
  const db = getFirestore(app);
  const mock = token === undefined ? {} : { mockUserToken: token };
  connectFirestoreEmulator(db, emulator.firestore.host, emulator.firestore.port, mock);
  const storage = getStorage(app);
  connectStorageEmulator(storage, emulator.storage.host, emulator.storage.port, mock);
  return { app, db, storage, dispose: () => deleteApp(app) };
}

/** Base URL of the Firestore REST API of a project. */
export function firestoreUrl(emulator: TestEmulator, projectId: string, database = '(default)'): string {
  return `http://${emulator.firestore.host}:${emulator.firestore.port}/v1/projects/${projectId}/databases/${database}/documents`;
}

/** Deletes every document of a project, through the emulator's control endpoint. */
export async function clearFirestore(emulator: TestEmulator, projectId: string): Promise<void> {
  const { host, port } = emulator.firestore;
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Firestore was not cleared: ${response.status} ${await response.text()}`);
}

/**
 * Loads Firestore rules for one project through the emulator's control endpoint (what
 * rules-unit-testing does), so it works against any emulator. Throws on a compile error.
 */
export async function loadFirestoreRules(emulator: TestEmulator, projectId: string, rules: string): Promise<void> {
  const { host, port } = emulator.firestore;
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`Rules did not load: ${await response.text()}`);
}
