/**
 * Storage rules through firebase/storage (docs/emulator.md §6.6): uploads are `create` even when
 * they overwrite (with `resource` the object replaced), a metadata change is `update`,
 * request.resource carries size, contentType and custom metadata, reads are `get`, lists
 * `list` (rules_version 2 only), and firestore.get()/exists() read the project's database.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore/lite';
import { deleteObject, getBytes, getMetadata, listAll, ref, updateMetadata, uploadBytes, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, itOurs, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

const projectId = 'demo-rules-storage';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function admin() {
      return request.auth != null
        && firestore.get(/databases/(default)/documents/admins/$(request.auth.uid)).data.role == 'admin';
    }
    match /users/{uid}/{path=**} {
      allow get, list: if request.auth.uid == uid;
      allow create: if request.auth.uid == uid
        && request.resource.size < 1024
        && request.resource.contentType.matches('text/.*')
        && request.resource.name == 'users/' + uid + string(path)
        && (resource == null || resource.metadata.get('locked', 'no') != 'yes');
      allow update: if request.auth.uid == uid
        && request.resource.metadata.keys().hasOnly(['locked', 'owner'])
        && request.resource.size == resource.size;
      allow delete: if request.auth.uid == uid && resource.size > 0 && request.resource == null;
    }
    match /public/{name} {
      allow get: if true;
      allow create: if admin();
    }
    match /three/{name} {
      allow create: if !firestore.exists(/databases/(default)/documents/x/$(name + '1'))
        && !firestore.exists(/databases/(default)/documents/x/$(name + '2'))
        && (name == 'two' || !firestore.exists(/databases/(default)/documents/x/$(name + '3')));
    }
    match /invited/{name} {
      allow create: if request.auth != null
        && firestore.exists(/databases/(default)/documents/invites/$(request.auth.uid));
    }
  }
}`;

let emulator: TestEmulator;
let env: RulesTestEnvironment;
const clients: TestClients[] = [];

function storageAs(token: Parameters<typeof clientsFor>[2]): TestClients['storage'] {
  const c = clientsFor(emulator, projectId, token);
  clients.push(c);
  return c.storage;
}

beforeAll(async () => {
  emulator = await startTestEmulator();
  env = await initializeTestEnvironment({ projectId, storage: { ...emulator.storage, rules: RULES } });
  const owner = clientsFor(emulator, projectId, 'owner');
  clients.push(owner);
  await setDoc(doc(owner.db, 'admins/root'), { role: 'admin' });
  await setDoc(doc(owner.db, 'invites/alice'), {});
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await env.cleanup();
  await emulator.stop();
});

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('uploads are create', () => {
  it('checks request.resource: size, contentType and name', async () => {
    const alice = storageAs({ sub: 'alice' });
    await assertSucceeds(uploadString(ref(alice, 'users/alice/notes/a.txt'), 'hello', 'raw', { contentType: 'text/plain' }));
    await assertFails(uploadBytes(ref(alice, 'users/alice/big.txt'), new Uint8Array(2048), { contentType: 'text/plain' }));
    await assertFails(uploadBytes(ref(alice, 'users/alice/img.png'), text('png'), { contentType: 'image/png' }));
    await assertFails(uploadString(ref(storageAs({ sub: 'bob' }), 'users/alice/b.txt'), 'x', 'raw', { contentType: 'text/plain' }));
    await assertFails(uploadString(ref(storageAs(undefined), 'users/alice/c.txt'), 'x', 'raw', { contentType: 'text/plain' }));
  });

  it('judges an overwrite as create, with resource the object it replaces', async () => {
    const alice = storageAs({ sub: 'alice' });
    const file = ref(alice, 'users/alice/locked.txt');
    const locked = { contentType: 'text/plain', customMetadata: { locked: 'yes' } };
    await assertSucceeds(uploadString(file, 'v1', 'raw', locked));
    await assertFails(uploadString(file, 'v2', 'raw', { contentType: 'text/plain' }));
    await assertSucceeds(uploadString(ref(alice, 'users/alice/open.txt'), 'v1', 'raw', { contentType: 'text/plain' }));
    await assertSucceeds(uploadString(ref(alice, 'users/alice/open.txt'), 'v2', 'raw', { contentType: 'text/plain' }));
  });
});

describe('metadata changes are update', () => {
  it('judges updateMetadata as update, with resource before and request.resource after', async () => {
    const alice = storageAs({ sub: 'alice' });
    const file = ref(alice, 'users/alice/meta.txt');
    await assertSucceeds(uploadString(file, 'data', 'raw', { contentType: 'text/plain' }));
    // contentType image/png would fail the create rule: only update allows it here.
    await assertSucceeds(updateMetadata(file, { contentType: 'image/png', customMetadata: { owner: 'alice' } }));
    await assertFails(updateMetadata(file, { customMetadata: { other: 'x' } }));
    await assertFails(updateMetadata(ref(storageAs({ sub: 'bob' }), 'users/alice/meta.txt'), { customMetadata: { owner: 'bob' } }));
    expect((await getMetadata(file)).contentType).toBe('image/png');
  });
});

describe('reads, lists and deletes', () => {
  it('judges downloads and metadata reads as get', async () => {
    const alice = storageAs({ sub: 'alice' });
    await uploadString(ref(alice, 'users/alice/read.txt'), 'readable', 'raw', { contentType: 'text/plain' });
    expect(new TextDecoder().decode(await getBytes(ref(alice, 'users/alice/read.txt')))).toBe('readable');
    await assertSucceeds(getMetadata(ref(alice, 'users/alice/read.txt')));
    await assertFails(getMetadata(ref(storageAs({ sub: 'bob' }), 'users/alice/read.txt')));
    await assertFails(getBytes(ref(storageAs(undefined), 'users/alice/read.txt')));
  });

  it('judges list as list on the prefix', async () => {
    const result = await assertSucceeds(listAll(ref(storageAs({ sub: 'alice' }), 'users/alice')));
    expect(result.items.length).toBeGreaterThan(0);
    await assertFails(listAll(ref(storageAs({ sub: 'bob' }), 'users/alice')));
  });

  it('judges deleteObject as delete, with resource the stored object', async () => {
    const alice = storageAs({ sub: 'alice' });
    await uploadString(ref(alice, 'users/alice/gone.txt'), 'bye', 'raw', { contentType: 'text/plain' });
    await assertFails(deleteObject(ref(storageAs({ sub: 'bob' }), 'users/alice/gone.txt')));
    await assertSucceeds(deleteObject(ref(alice, 'users/alice/gone.txt')));
  });
});

describe('firestore.get() and firestore.exists() from storage rules', () => {
  it('reads documents of the default database of the same project', async () => {
    await assertSucceeds(uploadString(ref(storageAs({ sub: 'root' }), 'public/logo.txt'), 'logo'));
    await assertFails(uploadString(ref(storageAs({ sub: 'alice' }), 'public/logo.txt'), 'logo'));
    await assertSucceeds(uploadString(ref(storageAs({ sub: 'alice' }), 'invited/a.txt'), 'hi'));
    await assertFails(uploadString(ref(storageAs({ sub: 'bob' }), 'invited/b.txt'), 'hi'));
  });

  it('allows two document reads per request and denies a third', async () => {
    const alice = storageAs({ sub: 'alice' });
    await assertSucceeds(uploadString(ref(alice, 'three/two'), 'x'));
    await assertFails(uploadString(ref(alice, 'three/three'), 'x'));
  });
});

describe('rules_version 1', () => {
  itOurs('denies lists, as Google’s emulator does', async () => {
    const v1 = 'v1-project';
    const rules = `service firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read, write: if true; } } }`;
    expect(emulator.rules.load('firebase.storage', v1, rules, 'storage.rules').ok).toBe(true);
    const c = clientsFor(emulator, v1, { sub: 'alice' });
    clients.push(c);
    await assertSucceeds(uploadString(ref(c.storage, 'dir/a.txt'), 'x'));
    await assertSucceeds(getMetadata(ref(c.storage, 'dir/a.txt')));
    await assertFails(listAll(ref(c.storage, 'dir')));
  });
});
