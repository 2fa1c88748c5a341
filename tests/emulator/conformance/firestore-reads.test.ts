/**
 * Reads through firebase/firestore/lite (getDoc found and missing, every value type read
 * back as written, permission-denied in strict mode), and @firebase/rules-unit-testing's
 * clearFirestore() against the emulator.
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Bytes,
  doc,
  DocumentReference,
  GeoPoint,
  getDoc,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, itOurs, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

let emulator: TestEmulator;
const clients: TestClients[] = [];

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await emulator.stop();
});

function dbFor(project: string, token: Parameters<typeof clientsFor>[2] = 'owner'): Firestore {
  const c = clientsFor(emulator, project, token);
  clients.push(c);
  return c.db;
}

describe('getDoc', () => {
  const project = 'reads-get';

  it('reads back every value type as written', async () => {
    const db = dbFor(project);
    const data = {
      nothing: null,
      yes: true,
      count: 42,
      big: Number.MAX_SAFE_INTEGER,
      ratio: 1.5,
      nan: NaN,
      inf: -Infinity,
      text: 'héllo 😀',
      when: Timestamp.fromMillis(1_700_000_000_123),
      raw: Bytes.fromUint8Array(new Uint8Array([0, 1, 255])),
      where: new GeoPoint(48.85, 2.35),
      ref: doc(db, 'other/doc'),
      list: [1, 'two', { three: 3 }],
      empty: [],
      map: { nested: { deep: 'x' }, none: {} },
    };
    await setDoc(doc(db, 'types/all'), data);
    const snapshot = await getDoc(doc(db, 'types/all'));
    expect(snapshot.exists()).toBe(true);
    const read = snapshot.data()!;
    expect(read).toEqual({ ...data, ref: expect.any(DocumentReference) as unknown });
    expect((read.ref as DocumentReference).path).toBe('other/doc');
    expect((read.when as Timestamp).toMillis()).toBe(1_700_000_000_123);
  });

  it('reports a missing document as not existing', async () => {
    const snapshot = await getDoc(doc(dbFor(project), 'types/missing'));
    expect(snapshot.exists()).toBe(false);
    expect(snapshot.data()).toBeUndefined();
  });

  itOurs('gives permission-denied to a non-owner in strict mode', async () => {
    const alice = dbFor(project, { sub: 'alice' });
    await expect(getDoc(doc(alice, 'types/all'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(doc(dbFor(project), 'types/all'))).resolves.toMatchObject({ id: 'all' });
  });
});

describe('rules-unit-testing clearFirestore', () => {
  const project = 'reads-clear';

  it('deletes every document of the project, at every depth, and nothing of other projects', async () => {
    const db = dbFor(project);
    const other = dbFor('reads-clear-other');
    await setDoc(doc(db, 'c/a'), { n: 1 });
    await setDoc(doc(db, 'c/a/sub/b'), { n: 2 });
    await setDoc(doc(other, 'c/a'), { n: 3 });
    const env = await initializeTestEnvironment({
      projectId: project,
      firestore: { host: emulator.firestore.host, port: emulator.firestore.port },
    });
    try {
      await env.clearFirestore();
    } finally {
      await env.cleanup();
    }
    expect((await getDoc(doc(db, 'c/a'))).exists()).toBe(false);
    expect((await getDoc(doc(db, 'c/a/sub/b'))).exists()).toBe(false);
    expect((await getDoc(doc(other, 'c/a'))).data()).toEqual({ n: 3 });
  });
});
