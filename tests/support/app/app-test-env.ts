/**
 * The environment of a page test with accounts: a Firestore/Storage emulator with the
 * repo's real rules, the run's Auth emulator, the app pointed at both, an owner client to
 * seed and inspect data, and after each test the page unmounted and the user signed out.
 * Call it once at the top of a test file; read the fields inside tests and hooks.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
import { authEmulatorForTests, type AuthEmulatorTarget } from '../auth-emulator.js';
import { clientsFor, startTestEmulator, type TestClients, type TestEmulator } from '../emulator.js';
import { signOut } from '../../../src/lib/session/session.js';
import { pointAppAtEmulator } from './point-app-at-emulator.js';
// Declares what inject('authEmulator') returns.
import type {} from '../auth-global-setup.js';

export interface AppTestEnv {
  readonly emulator: TestEmulator;
  readonly owner: TestClients;
  readonly auth: AuthEmulatorTarget;
}

export function setUpAppTestEnv(projectId: string): AppTestEnv {
  let env: AppTestEnv | undefined;
  let stopAuth: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    const [started, emulator] = await Promise.all([
      authEmulatorForTests(inject('authEmulator'), projectId),
      startTestEmulator({ rules: { firestore: 'firestore.rules', storage: 'storage.rules' } }),
    ]);
    stopAuth = started.stop;
    env = { emulator, owner: clientsFor(emulator, projectId, 'owner'), auth: started.target };
    pointAppAtEmulator(projectId, emulator);
    vi.stubEnv('VITE_AUTH_EMULATOR_PORT', String(started.target.port));
  }, 30_000);

  afterEach(async () => {
    cleanup();
    await signOut();
  });

  afterAll(async () => {
    await env?.owner.dispose();
    await Promise.all([env?.emulator.stop(), stopAuth()]);
    vi.unstubAllEnvs();
  });

  const current = (): AppTestEnv => {
    if (!env) throw new Error('setUpAppTestEnv: read the environment inside tests and hooks');
    return env;
  };
  return {
    get emulator() {
      return current().emulator;
    },
    get owner() {
      return current().owner;
    },
    get auth() {
      return current().auth;
    },
  };
}
