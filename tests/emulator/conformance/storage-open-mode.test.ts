/**
 * User-token flows in open mode (no rules evaluated yet): a mock-token user and a user
 * signed in through the Auth emulator upload, read, list, update and delete, and an
 * unauthenticated fetch of the object answers too.
 */
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  clientsFor, describeOurs, startTestEmulator, type TestClients, type TestEmulator,
} from '../../support/emulator.js';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ open: true });
});
afterAll(() => emulator.stop());

describeOurs('mock-token user in open mode', () => {
  const project = 'storage-open-mock';
  let alice: TestClients;
  beforeAll(() => {
    alice = clientsFor(emulator, project, { sub: 'alice', email: 'alice@example.com' });
  });
  afterAll(() => alice.dispose());

  it('runs the whole object lifecycle', async () => {
    const target = ref(alice.storage, 'users/alice/notes.txt');
    await uploadString(target, 'first draft', 'raw', { contentType: 'text/plain' });
    await uploadBytesResumable(ref(alice.storage, 'users/alice/big.bin'), new Uint8Array(300 * 1024).fill(7));
    expect(Buffer.from(await getBytes(target)).toString()).toBe('first draft');
    const updated = await updateMetadata(target, { customMetadata: { reviewed: 'yes' } });
    expect(updated.customMetadata).toEqual({ reviewed: 'yes' });
    const listing = await listAll(ref(alice.storage, 'users/alice'));
    expect(listing.items.map((i) => i.name)).toEqual(['big.bin', 'notes.txt']);

    const base = `http://${emulator.storage.host}:${emulator.storage.port}`;
    const plain = await fetch(`${base}/v0/b/${project}.appspot.com/o/users%2Falice%2Fnotes.txt?alt=media`);
    expect(await plain.text()).toBe('first draft');

    await deleteObject(target);
    await expect(getMetadata(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describeOurs('Auth emulator user in open mode', () => {
  const project = 'demo-test';
  let clients: TestClients;
  beforeAll(() => {
    clients = clientsFor(emulator, project);
  });
  afterAll(() => clients.dispose());

  it('sends the signed-in user token and gets its upload back', async () => {
    const auth = getAuth(clients.app);
    const { host, port } = inject('authEmulator');
    connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
    const { user } = await createUserWithEmailAndPassword(auth, `u${Date.now()}@example.com`, 'secret-password');
    const target = ref(clients.storage, `users/${user.uid}/avatar.png`);
    await uploadString(target, 'png bytes', 'raw', { contentType: 'image/png' });
    const url = await getDownloadURL(target);
    expect(await (await fetch(url)).text()).toBe('png bytes');
  });
});
