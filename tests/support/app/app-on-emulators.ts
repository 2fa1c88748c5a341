/**
 * The backend of one component-test file, the one fixture for them all: a fresh emulator
 * with the site's own rules and the run's Auth emulator, the app pointed at both. A file
 * whose pages are only seen as a guest says `{ auth: false }`: the app is not pointed at
 * Auth, and nothing signs out after each test (which would load Auth). After each test the page is unmounted, the app
 * signed out and the site's rules loaded again (a test may have closed them to make a
 * request fail). The handles are there once the file's first beforeAll has run.
 */
import { cleanup } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import {
  clearFirestore, clientsFor, loadFirestoreRules, startTestEmulator, type TestClients, type TestEmulator,
} from '../emulator.js';
import { CLOSED_RULES } from './admin-session.js';
import { pointAppAtEmulator } from './point-app-at-emulator.js';
import type { AuthEmulatorTarget } from '../auth-emulator.js';
import { authEmulatorTarget, pointAppAtAuthEmulator, signOutOfApp } from './sign-in-to-app.js';

export interface AppBackend {
  readonly emulator: TestEmulator;
  /** Clients that skip the rules: to seed and to read back. */
  readonly owner: TestClients;
  /** The Auth emulator the app uses, to make accounts directly. */
  readonly auth: AuthEmulatorTarget;
  /** Deletes every document (seeded or written by the app). */
  clearFirestore(): Promise<void>;
  /** Rules that deny everything, to make the app's next request fail. */
  closeFirestore(): Promise<void>;
  /** The site's rules again. */
  reopenFirestore(): Promise<void>;
}

export function appOnEmulators(projectId: string, { auth = true }: { readonly auth?: boolean } = {}): AppBackend {
  const siteRules = readFileSync('firestore.rules', 'utf8');
  const backend = {
    clearFirestore: () => clearFirestore(backend.emulator, projectId),
    closeFirestore: () => loadFirestoreRules(backend.emulator, projectId, CLOSED_RULES),
    reopenFirestore: () => loadFirestoreRules(backend.emulator, projectId, siteRules),
    get auth() {
      return authEmulatorTarget();
    },
  } as { emulator: TestEmulator; owner: TestClients } & Pick<AppBackend, 'clearFirestore' | 'closeFirestore' | 'reopenFirestore' | 'auth'>;
  let stopAuth: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    [stopAuth, backend.emulator] = await Promise.all([
      auth ? pointAppAtAuthEmulator(projectId) : Promise.resolve(stopAuth),
      startTestEmulator({ rules: { firestore: 'firestore.rules', storage: 'storage.rules' } }),
    ]);
    backend.owner = clientsFor(backend.emulator, projectId, 'owner');
    pointAppAtEmulator(projectId, backend.emulator);
  }, 30_000);

  afterEach(async () => {
    cleanup();
    if (auth) await signOutOfApp();
    await backend.reopenFirestore();
  });

  afterAll(async () => {
    await backend.owner.dispose();
    await Promise.all([backend.emulator.stop(), stopAuth()]);
    vi.unstubAllEnvs();
  });

  return backend;
}
