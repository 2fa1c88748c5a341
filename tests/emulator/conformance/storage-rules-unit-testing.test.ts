/**
 * @firebase/rules-unit-testing against the Storage side: initializeTestEnvironment with
 * storage rules (PUT /internal/setRules), withSecurityRulesDisabled uploads through its
 * compat Storage, clearStorage(), and assertFails/assertSucceeds for contexts.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getMetadata, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, describeOurs, startTestEmulator, type TestEmulator } from '../../support/emulator.js';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read, write: if request.auth != null;
    }
  }
}`;

describeOurs('rules-unit-testing with Storage (strict mode)', () => {
  const projectId = 'storage-rut';
  let emulator: TestEmulator;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    emulator = await startTestEmulator();
    expect(emulator.rules.get('firebase.storage', projectId)).toBeUndefined();
    env = await initializeTestEnvironment({ projectId, storage: { ...emulator.storage, rules: RULES } });
  });
  afterAll(async () => {
    await env.cleanup();
    await emulator.stop();
  });

  it('refuses rules that do not compile and keeps the previous ones', async () => {
    const loaded = emulator.rules.get('firebase.storage', projectId);
    expect(loaded).toBeDefined();
    await expect(
      initializeTestEnvironment({ projectId, storage: { ...emulator.storage, rules: 'service cloud.firestore {}' } }),
    ).rejects.toThrow(/error updating rules/);
    expect(emulator.rules.get('firebase.storage', projectId)).toBe(loaded);
  });

  it('uploads with rules disabled, into the bucket named after the project', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const storage = ctx.storage();
      await storage.ref('root.txt').putString('root');
      await storage.ref('dir/nested.txt').put(new Uint8Array([1, 2, 3]));
      const metadata = (await storage.ref('dir/nested.txt').getMetadata()) as { bucket: string; size: number };
      expect(metadata).toMatchObject({ bucket: projectId, size: 3 });
      expect(await storage.ref('root.txt').getDownloadURL()).toContain(`/v0/b/${projectId}/o/root.txt?alt=media&token=`);
    });
  });

  it('lets the loaded rules decide other contexts (signed-in users only)', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(alice.ref('root.txt').getMetadata());
    await assertFails(env.unauthenticatedContext().storage().ref('x.txt').putString('x').then());
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(ctx.storage().ref('root.txt').getMetadata());
    });
  });

  it('clearStorage deletes the root-level objects (only those, as its listAll is not recursive)', async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const storage = ctx.storage();
      await expect(storage.ref('root.txt').getMetadata()).rejects.toMatchObject({ code: 'storage/object-not-found' });
      await expect(storage.ref('dir/nested.txt').getMetadata()).resolves.toBeDefined();
    });
  });

  it('POST /internal/reset drops everything', async () => {
    const { host, port } = emulator.storage;
    const response = await fetch(`http://${host}:${port}/internal/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await expect(ctx.storage().ref('dir/nested.txt').getMetadata()).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
    });
  });
});

describe('rules-unit-testing with Storage (open mode)', () => {
  const projectId = 'storage-rut-open';
  let emulator: TestEmulator;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    emulator = await startTestEmulator({ open: true });
    env = await initializeTestEnvironment({ projectId, storage: { ...emulator.storage, rules: RULES } });
  });
  afterAll(async () => {
    await env.cleanup();
    await emulator.stop();
  });

  it('lets a user context write and read, and the modular SDK see the same bucket', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(alice.ref('users/alice/a.txt').putString('hi').then());
    await assertSucceeds(alice.ref('users/alice/a.txt').getMetadata());
    const owner = clientsFor(emulator, projectId, 'owner');
    try {
      // Modular clients from clientsFor use <project>.appspot.com: a different bucket.
      await expect(getMetadata(ref(owner.storage, 'users/alice/a.txt'))).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
    } finally {
      await owner.dispose();
    }
  });
});
