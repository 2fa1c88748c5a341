/**
 * The backend of one page-test file: a fresh emulator with the site's own rules and the
 * Auth emulator, the app pointed at both. After each test the page is unmounted, the app
 * signed out and the site's rules loaded again (a test may have closed them to make a
 * request fail). The handles are there once the file's first beforeAll has run.
 */
import { cleanup } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import {
  clientsFor, loadFirestoreRules, startTestEmulator, type TestClients, type TestEmulator,
} from '../emulator.js';
import { CLOSED_RULES } from './admin-session.js';
import { pointAppAtEmulator } from './point-app-at-emulator.js';
import { pointAppAtAuthEmulator, signOutOfApp } from './sign-in-to-app.js';

export interface AppBackend {
  readonly emulator: TestEmulator;
  /** Clients that skip the rules: to seed and to read back. */
  readonly owner: TestClients;
  /** Rules that deny everything, to make the app's next request fail. */
  closeFirestore(): Promise<void>;
  /** The site's rules again. */
  reopenFirestore(): Promise<void>;
}

export function appOnEmulators(projectId: string): AppBackend {
  const siteRules = readFileSync('firestore.rules', 'utf8');
  const backend = {
    closeFirestore: () => loadFirestoreRules(backend.emulator, projectId, CLOSED_RULES),
    reopenFirestore: () => loadFirestoreRules(backend.emulator, projectId, siteRules),
  } as { emulator: TestEmulator; owner: TestClients } & Pick<AppBackend, 'closeFirestore' | 'reopenFirestore'>;
  let stopAuth: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    [stopAuth, backend.emulator] = await Promise.all([
      pointAppAtAuthEmulator(projectId),
      startTestEmulator({ rules: { firestore: 'firestore.rules', storage: 'storage.rules' } }),
    ]);
    backend.owner = clientsFor(backend.emulator, projectId, 'owner');
    pointAppAtEmulator(projectId, backend.emulator);
  }, 30_000);

  afterEach(async () => {
    cleanup();
    await signOutOfApp();
    await backend.reopenFirestore();
  });

  afterAll(async () => {
    await backend.owner.dispose();
    await Promise.all([backend.emulator.stop(), stopAuth()]);
    vi.unstubAllEnvs();
  });

  return backend;
}
