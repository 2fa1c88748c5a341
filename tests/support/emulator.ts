/**
 * Test helpers: a private emulator per test file (ephemeral ports, nothing shared), and
 * lite Firestore / Storage instances that carry a given identity (contract §1.4).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../emulator/src/index.js';

export type TestEmulator = RunningEmulator;

/** Starts an emulator on free ports. Defaults to strict mode (owner token or rules). */
export function startTestEmulator(options: Partial<EmulatorOptions> = {}): Promise<TestEmulator> {
  return startEmulator({ ports: { firestore: 0, storage: 0 }, ...options });
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
