/**
 * ID tokens from the real Auth emulator (firebase-tools) are understood by our emulator:
 * the SDK sends them as Bearer (Firestore) and Firebase (Storage) tokens and they identify
 * a user, who is neither the owner nor a malformed caller.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator, createUserWithEmailAndPassword, initializeAuth, inMemoryPersistence, signInWithEmailAndPassword,
} from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, ref, uploadString, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeOurs, startTestEmulator, type TestEmulator } from '../support/emulator.js';

const projectId = 'demo-test';
const email = `reader${Date.now()}@example.com`;
const password = 'secret-password';
let strict: TestEmulator;
let open: TestEmulator;
const apps: FirebaseApp[] = [];

/** A signed-in app whose Firestore and Storage talk to `emulator`. */
async function signedIn(emulator: TestEmulator, create: boolean): Promise<{ db: Firestore; storage: FirebaseStorage }> {
  const app = initializeApp({ projectId, apiKey: 'fake-api-key', storageBucket: `${projectId}.appspot.com` }, `auth-${apps.length}`);
  apps.push(app);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  const { host, port } = inject('authEmulator');
  connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  await (create ? createUserWithEmailAndPassword : signInWithEmailAndPassword)(auth, email, password);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulator.firestore.host, emulator.firestore.port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, emulator.storage.host, emulator.storage.port);
  return { db, storage };
}

beforeAll(async () => {
  [strict, open] = await Promise.all([startTestEmulator(), startTestEmulator({ open: true })]);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await Promise.all([strict.stop(), open.stop()]);
});

describeOurs('Auth emulator ID tokens', () => {
  it('identify a user who, with no rules, is denied in strict mode (403, not a token error)', async () => {
    const { db } = await signedIn(strict, true);
    await expect(getDoc(doc(db, 'articles/a1'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('are accepted by Firestore and Storage in open mode', async () => {
    const { db, storage } = await signedIn(open, false);
    await setDoc(doc(db, 'notes/n1'), { text: 'hello' });
    expect((await getDoc(doc(db, 'notes/n1'))).data()).toEqual({ text: 'hello' });
    const result = await uploadString(ref(storage, 'notes/n1.txt'), 'hello');
    expect(result.metadata.size).toBe(5);
  });
});
