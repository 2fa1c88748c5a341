/**
 * Firestore rules on real SDK requests (docs/emulator.md §6.2–§6.4): which method each call is
 * judged as, request.auth from mock tokens, resource and request.resource (an update sees
 * the stored document merged with the write and its transforms), serverTimestamp() equal
 * to request.time, get() of another document, getAfter() across a batch, a transaction's
 * reads, and the owner token.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc, doc, getDoc, increment, runTransaction, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientsFor, loadFirestoreRules, startTestEmulator, type TestClients, type TestEmulator, type TestToken,
} from '../../support/emulator.js';

const projectId = 'demo-rules-firestore';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isAdmin() {
      return signedIn() && get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.role == 'admin';
    }

    match /profiles/{uid} {
      allow get: if request.auth.uid == uid || isAdmin();
      allow create: if request.auth.uid == uid
        && request.resource.data.keys().hasOnly(['name', 'createdAt'])
        && request.resource.data.createdAt == request.time;
      allow update: if request.auth.uid == uid
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['name', 'visits'])
        && request.resource.data.get('visits', 0) <= 3;
      allow delete: if request.auth.token.admin == true;
    }

    match /claims/{id} {
      allow get: if request.auth.token.level == 3 && request.auth.token.level is int
        && request.auth.token.ratio == 0.5 && request.auth.token.ratio is float
        && request.auth.token.firebase.sign_in_provider == 'custom'
        && request.auth.token.email_verified == true
        && request.method == 'get' && request.path == /databases/$(database)/documents/claims/$(id);
    }

    match /articles/{id} {
      function likePath() { return /databases/$(database)/documents/articles/$(id)/likes/$(request.auth.uid); }
      allow get: if resource == null || resource.data.status == 'published';
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['likeCount'])
        && request.resource.data.likeCount == resource.data.likeCount + 1
        && !exists(likePath()) && existsAfter(likePath());

      match /likes/{uid} {
        function article() { return /databases/$(database)/documents/articles/$(id); }
        allow create: if request.auth.uid == uid
          && getAfter(article()).data.likeCount == get(article()).data.likeCount + 1;
      }
    }

    match /tx/{id} {
      allow get: if signedIn();
      allow create, update: if signedIn() && request.resource.data.n is int;
    }
  }
}`;

let emulator: TestEmulator;
const clients: TestClients[] = [];

function dbAs(token: TestToken): TestClients['db'] {
  const c = clientsFor(emulator, projectId, token);
  clients.push(c);
  return c.db;
}

beforeAll(async () => {
  emulator = await startTestEmulator();
  await loadFirestoreRules(emulator, projectId, RULES);
  const owner = dbAs('owner');
  await setDoc(doc(owner, 'admins/root'), { role: 'admin' });
  await setDoc(doc(owner, 'profiles/carol'), { name: 'Carol' });
  await setDoc(doc(owner, 'claims/c1'), {});
  await setDoc(doc(owner, 'articles/a1'), { status: 'published', likeCount: 0 });
  await setDoc(doc(owner, 'articles/draft'), { status: 'draft', likeCount: 0 });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await emulator.stop();
});

describe('request.auth and the request', () => {
  it('gives request.auth.uid from the token, and null without one', async () => {
    await assertSucceeds(getDoc(doc(dbAs({ sub: 'carol' }), 'profiles/carol')));
    await assertFails(getDoc(doc(dbAs({ sub: 'dave' }), 'profiles/carol')));
    await assertFails(getDoc(doc(dbAs(undefined), 'profiles/carol')));
  });

  it('gives the whole token as request.auth.token, integral numbers as int', async () => {
    const claims = { level: 3, ratio: 0.5, email: 'e@x.com', email_verified: true };
    await assertSucceeds(getDoc(doc(dbAs({ sub: 'u1', ...claims }), 'claims/c1')));
    await assertFails(getDoc(doc(dbAs({ sub: 'u1', ...claims, level: 3.5 }), 'claims/c1')));
    await assertFails(getDoc(doc(dbAs({ sub: 'u1', ...claims, email_verified: false }), 'claims/c1')));
  });

  it('lets the owner token through without rules', async () => {
    await assertSucceeds(getDoc(doc(dbAs('owner'), 'articles/draft')));
    await assertFails(getDoc(doc(dbAs({ sub: 'carol' }), 'articles/draft')));
  });

  it('answers a denial with permission-denied and the statements that failed', async () => {
    const err = await getDoc(doc(dbAs({ sub: 'dave' }), 'profiles/carol')).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'permission-denied' });
    // dave is no admin: get() of his admins document is null, so `.data` is an error.
    expect((err as Error).message).toBe("Request failed with error: \nNull value error. for 'get' @ L10");
  });
});

describe('writes', () => {
  it('judges a new document as create, with serverTimestamp() equal to request.time', async () => {
    const db = dbAs({ sub: 'alice' });
    await assertFails(setDoc(doc(db, 'profiles/alice'), { name: 'Alice', createdAt: Timestamp.now() }));
    await assertFails(setDoc(doc(db, 'profiles/alice'), { name: 'Alice', createdAt: serverTimestamp(), extra: 1 }));
    await assertSucceeds(setDoc(doc(db, 'profiles/alice'), { name: 'Alice', createdAt: serverTimestamp() }));
  });

  it('judges a change as update on the stored document merged with the write and its transforms', async () => {
    const db = dbAs({ sub: 'alice' });
    await assertSucceeds(updateDoc(doc(db, 'profiles/alice'), { name: 'Ada' }));
    await assertSucceeds(setDoc(doc(db, 'profiles/alice'), { name: 'Ada L.' }, { merge: true }));
    await assertFails(updateDoc(doc(db, 'profiles/alice'), { createdAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'profiles/alice'), { name: 'Ada' }));
    await assertSucceeds(updateDoc(doc(db, 'profiles/alice'), { visits: increment(3) }));
    await assertFails(updateDoc(doc(db, 'profiles/alice'), { visits: increment(1) }));
  });

  it('judges deleteDoc as delete, here on a custom claim', async () => {
    await assertFails(deleteDoc(doc(dbAs({ sub: 'alice' }), 'profiles/alice')));
    await assertSucceeds(deleteDoc(doc(dbAs({ sub: 'mod', admin: true }), 'profiles/alice')));
  });

  it('reads another document with get()', async () => {
    await assertSucceeds(getDoc(doc(dbAs({ sub: 'root' }), 'profiles/carol')));
    await assertFails(getDoc(doc(dbAs({ sub: 'bob' }), 'profiles/carol')));
  });
});

describe('getAfter() in a batch', () => {
  it('lets a like document and likeCount + 1 vouch for each other in one batch', async () => {
    const db = dbAs({ sub: 'alice' });
    const batch = writeBatch(db);
    batch.set(doc(db, 'articles/a1/likes/alice'), { at: serverTimestamp() });
    batch.update(doc(db, 'articles/a1'), { likeCount: increment(1) });
    await assertSucceeds(batch.commit());
    const after = await getDoc(doc(db, 'articles/a1'));
    expect(after.get('likeCount')).toBe(1);
  });

  it('refuses either write alone', async () => {
    const db = dbAs({ sub: 'bob' });
    await assertFails(setDoc(doc(db, 'articles/a1/likes/bob'), { at: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'articles/a1'), { likeCount: increment(1) }));
    const twice = writeBatch(db);
    twice.set(doc(db, 'articles/a1/likes/bob'), { at: serverTimestamp() });
    twice.update(doc(db, 'articles/a1'), { likeCount: increment(2) });
    await assertFails(twice.commit());
  });
});

describe('transactions', () => {
  it('judges a read-only document of a transaction as get, and its writes as usual', async () => {
    await setDoc(doc(dbAs('owner'), 'tx/read'), { n: 1 });
    const db = dbAs({ sub: 'alice' });
    await assertSucceeds(
      runTransaction(db, async (tx) => {
        const read = await tx.get(doc(db, 'tx/read'));
        tx.set(doc(db, 'tx/written'), { n: (read.get('n') as number) + 1 });
      }),
    );
    await assertFails(
      runTransaction(db, async (tx) => {
        await tx.get(doc(db, 'tx/read'));
        tx.set(doc(db, 'tx/written'), { n: 'not an int' });
      }),
    );
    const anonymous = dbAs(undefined);
    await assertFails(runTransaction(anonymous, (tx) => tx.get(doc(anonymous, 'tx/read'))));
  });
});
