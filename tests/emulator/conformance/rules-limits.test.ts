/**
 * Limits and modes of rules through the SDK (docs/emulator.md §6.4, §6.1): 10 document reads per
 * request or write, 20 per batch, identical reads counted once; and which requests rules
 * decide at all: the owner never, a project without rules only in open mode, and a
 * project's own rules before the default file.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientsFor, describeOurs, loadFirestoreRules, startTestEmulator, type TestClients, type TestEmulator,
} from '../../support/emulator.js';

/** `!exists(/…/d/<name>)` for each name: true when none exists, one read each. */
const reads = (names: readonly string[]): string =>
  names.map((n) => `!exists(/databases/$(database)/documents/d/$(${n}))`).join(' && ');
const numbered = (n: number, prefix: string): string[] => Array.from({ length: n }, (_, i) => `${prefix}'${i}'`);

const LIMIT_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /ten/{id} { allow get: if ${reads(numbered(10, ''))}; }
    match /eleven/{id} { allow get: if ${reads(numbered(11, ''))}; }
    match /repeated/{id} { allow get: if ${reads(numbered(10, ''))} && ${reads(numbered(10, ''))}; }
    match /batch/{id} { allow create: if ${reads(numbered(7, "id + '-' + "))}; }
    match /shared/{id} { allow create: if ${reads(numbered(7, "'s' + "))}; }
  }
}`;

const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} { allow read, write: if request.auth != null; }
  }
}`;

const clients: TestClients[] = [];
const emulators: TestEmulator[] = [];

function as(emulator: TestEmulator, projectId: string, token: Parameters<typeof clientsFor>[2]): TestClients['db'] {
  const c = clientsFor(emulator, projectId, token);
  clients.push(c);
  return c.db;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await Promise.all(emulators.map((e) => e.stop()));
});

describe('document access limits', () => {
  const projectId = 'demo-rules-limits';
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator();
    emulators.push(emulator);
    await loadFirestoreRules(emulator, projectId, LIMIT_RULES);
  });

  it('allows 10 reads in one request and denies 11; identical reads count once', async () => {
    const db = as(emulator, projectId, { sub: 'alice' });
    await assertSucceeds(getDoc(doc(db, 'ten/x')));
    await assertFails(getDoc(doc(db, 'eleven/x')));
    await assertSucceeds(getDoc(doc(db, 'repeated/x')));
  });

  it('allows 20 reads across a batch and denies more; shared reads count once', async () => {
    const db = as(emulator, projectId, { sub: 'alice' });
    const batchOf = (collection: string, ids: readonly string[]): Promise<void> => {
      const batch = writeBatch(db);
      for (const id of ids) batch.set(doc(db, collection, id), {});
      return batch.commit();
    };
    await assertSucceeds(batchOf('batch', ['a', 'b']));
    await assertFails(batchOf('batch', ['c', 'd', 'e']));
    await assertSucceeds(batchOf('shared', ['a', 'b', 'c', 'd']));
  });
});

// Strict and open mode and the default rules file are this emulator's own.
describeOurs('who rules apply to', () => {
  it('denies everyone but the owner when a strict emulator has no rules for the project', async () => {
    const emulator = await startTestEmulator();
    emulators.push(emulator);
    await assertFails(getDoc(doc(as(emulator, 'demo-strict', { sub: 'alice' }), 'any/doc')));
    await assertFails(getDoc(doc(as(emulator, 'demo-strict', undefined), 'any/doc')));
    await assertSucceeds(getDoc(doc(as(emulator, 'demo-strict', 'owner'), 'any/doc')));
  });

  it('allows everyone without rules in open mode, and lets loaded rules decide', async () => {
    const emulator = await startTestEmulator({ open: true });
    emulators.push(emulator);
    await assertSucceeds(setDoc(doc(as(emulator, 'demo-open', undefined), 'any/doc'), { n: 1 }));
    expect(emulator.rules.load('cloud.firestore', 'demo-open-rules', OPEN_RULES, 'firestore.rules').ok).toBe(true);
    await assertFails(getDoc(doc(as(emulator, 'demo-open-rules', undefined), 'open/doc')));
    await assertFails(getDoc(doc(as(emulator, 'demo-open-rules', { sub: 'alice' }), 'closed/doc')));
    await assertSucceeds(getDoc(doc(as(emulator, 'demo-open-rules', { sub: 'alice' }), 'open/doc')));
  });

  it("applies the default rules file to every project without rules of its own", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rules-default-'));
    try {
      const file = join(dir, 'firestore.rules');
      await writeFile(file, OPEN_RULES);
      const emulator = await startTestEmulator({ rules: { firestore: file } });
      emulators.push(emulator);
      await assertSucceeds(getDoc(doc(as(emulator, 'demo-any', { sub: 'alice' }), 'open/doc')));
      await assertFails(getDoc(doc(as(emulator, 'demo-any', { sub: 'alice' }), 'closed/doc')));
      expect(emulator.rules.load('cloud.firestore', 'demo-own', LIMIT_RULES, 'firestore.rules').ok).toBe(true);
      await assertFails(getDoc(doc(as(emulator, 'demo-own', { sub: 'alice' }), 'open/doc')));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
