/**
 * One emulator for the rules test file, and per describe a project with the site's rules
 * loaded through @firebase/rules-unit-testing, emptied before each test, and lite clients
 * for each persona (docs/emulator.md §1.4: context.firestore() is gRPC and cannot be used).
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type DocumentData } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clientsFor, startTestEmulator, type TestClients, type TestEmulator, type TestToken } from '../../support/emulator.js';
import type { Persona } from './coverage.js';
import { ADMIN, ALICE, BOB, storedProfile } from './fixtures.js';
import { rawFirestore, type RawFirestore } from './raw-rest.js';

const firestoreRules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
const storageRules = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');

let emulator: TestEmulator | undefined;

/** Starts the file's emulator before its tests and stops it after them. */
export function useSharedEmulator(): void {
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(async () => {
    await emulator?.stop();
  });
}

interface State {
  readonly env: RulesTestEnvironment;
  readonly emulator: TestEmulator;
  readonly clients: Record<'owner' | 'guest' | 'alice' | 'bob' | 'admin', TestClients>;
  readonly extra: TestClients[];
}

const PERSONA_CLIENTS = { guest: 'guest', user: 'alice', other: 'bob', admin: 'admin' } as const;
const PERSONA_TOKENS: Record<Persona, TestToken> = { guest: undefined, user: ALICE.token, other: BOB.token, admin: ADMIN.token };

export interface RulesWorld {
  /** Rules disabled: for seeding and for reading back what a test wrote. */
  readonly owner: TestClients;
  readonly guest: TestClients;
  /** The `user` persona. */
  readonly alice: TestClients;
  /** The `other` persona. */
  readonly bob: TestClients;
  /** Signed in as a user whose profile has role admin. */
  readonly admin: TestClients;
  /** The clients of a persona of the coverage matrix. */
  as(persona: Persona): TestClients;
  /** Clients with a token of the test's own (disposed with the world). */
  withToken(token: TestToken): TestClients;
  /** The REST API as a persona (or a token of the test's own) calls it, for crafted requests. */
  raw(who: Persona | Exclude<TestToken, undefined>): RawFirestore;
  seed(path: string, data: DocumentData): Promise<void>;
}

/**
 * A project of its own for the enclosing describe: rules loaded, Firestore and Storage
 * emptied before each test, and the admin's profile seeded.
 */
export function useRulesWorld(projectId: string): RulesWorld {
  let state: State | undefined;
  const current = (): State => {
    if (!state) throw new Error('The rules world is used outside its describe block.');
    return state;
  };

  beforeAll(async () => {
    if (!emulator) throw new Error('Call useSharedEmulator() at the top of the test file.');
    const { host, port } = emulator.firestore;
    const env = await initializeTestEnvironment({
      projectId,
      firestore: { host, port, rules: firestoreRules },
      storage: { host: emulator.storage.host, port: emulator.storage.port, rules: storageRules },
    });
    const running = emulator;
    const as = (token: TestToken): TestClients => clientsFor(running, projectId, token);
    state = {
      env,
      emulator,
      clients: { owner: as('owner'), guest: as(undefined), alice: as(ALICE.token), bob: as(BOB.token), admin: as(ADMIN.token) },
      extra: [],
    };
  });

  afterAll(async () => {
    if (!state) return;
    await Promise.all([...Object.values(state.clients), ...state.extra].map((clients) => clients.dispose()));
    await state.env.cleanup();
  });

  const seed = (path: string, data: DocumentData): Promise<void> => setDoc(doc(current().clients.owner.db, path), data);

  beforeEach(async () => {
    const { env, emulator: running } = current();
    await env.clearFirestore();
    // clearStorage() only deletes objects at the bucket's root (docs/emulator.md §4.2); reset drops all.
    const reset = await fetch(`http://${running.storage.host}:${running.storage.port}/internal/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`Storage reset failed: ${reset.status} ${await reset.text()}`);
    await reset.body?.cancel();
    await seed(`users/${ADMIN.uid}`, storedProfile(ADMIN, { role: 'admin' }));
  });

  return {
    get owner() {
      return current().clients.owner;
    },
    get guest() {
      return current().clients.guest;
    },
    get alice() {
      return current().clients.alice;
    },
    get bob() {
      return current().clients.bob;
    },
    get admin() {
      return current().clients.admin;
    },
    as: (persona) => current().clients[PERSONA_CLIENTS[persona]],
    withToken(token) {
      const { emulator: running, extra } = current();
      const clients = clientsFor(running, projectId, token);
      extra.push(clients);
      return clients;
    },
    raw(who) {
      const token = typeof who === 'string' && who in PERSONA_TOKENS ? PERSONA_TOKENS[who as Persona] : (who as TestToken);
      return rawFirestore(current().emulator, projectId, token);
    },
    seed,
  };
}
