/**
 * Writes through firebase/firestore/lite: setDoc (plain, merge, mergeFields), updateDoc with
 * every transform, addDoc, deleteDoc, writeBatch, runTransaction (with a retry), and the
 * error codes the SDK surfaces for the emulator's answers.
 */
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  increment,
  maximum,
  minimum,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientsFor, firestoreUrl, itOurs, startTestEmulator, type TestClients, type TestEmulator,
} from '../../support/emulator.js';

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

async function dataOf(db: Firestore, path: string): Promise<Record<string, unknown> | undefined> {
  return (await getDoc(doc(db, path))).data();
}

describe('setDoc', () => {
  const db = (): Firestore => dbFor('writes-set');

  it('replaces the whole document without merge', async () => {
    const d = db();
    await setDoc(doc(d, 'users/a'), { name: 'A', nested: { x: 1, y: 2 }, tags: ['t'] });
    await setDoc(doc(d, 'users/a'), { name: 'B' });
    expect(await dataOf(d, 'users/a')).toEqual({ name: 'B' });
  });

  it('merges nested fields and applies transforms with merge', async () => {
    const d = db();
    await setDoc(doc(d, 'users/b'), { name: 'A', nested: { x: 1, y: 2 }, n: 1 });
    await setDoc(doc(d, 'users/b'), { nested: { x: 5 }, n: increment(2), added: true }, { merge: true });
    expect(await dataOf(d, 'users/b')).toEqual({ name: 'A', nested: { x: 5, y: 2 }, n: 3, added: true });
  });

  it('takes only the listed fields with mergeFields', async () => {
    const d = db();
    await setDoc(doc(d, 'users/c'), { name: 'A', nested: { x: 1, z: 1 }, keep: 'k' });
    await setDoc(doc(d, 'users/c'), { name: 'B', nested: { x: 9, z: 3 }, keep: 'ignored' }, { mergeFields: ['name', 'nested.z'] });
    expect(await dataOf(d, 'users/c')).toEqual({ name: 'B', nested: { x: 1, z: 3 }, keep: 'k' });
  });
});

describe('updateDoc', () => {
  let d: Firestore;
  beforeAll(async () => {
    d = dbFor('writes-update');
    await setDoc(doc(d, 'c/d'), {
      gone: 1,
      nested: { keep: 1, drop: 2 },
      count: 5,
      ratio: 1.5,
      tags: ['a', 'b'],
      old: ['x', 'z', 'z'],
      hi: 3,
      lo: 3,
    });
  });

  it('applies deleteField, increment, arrayUnion, arrayRemove, maximum, minimum and dotted paths', async () => {
    await updateDoc(doc(d, 'c/d'), {
      gone: deleteField(),
      'nested.drop': deleteField(),
      count: increment(2),
      ratio: increment(0.25),
      tags: arrayUnion('b', 'c'),
      old: arrayRemove('z'),
      hi: maximum(10),
      lo: minimum(-1),
      'a.b.c': 5,
      fresh: increment(7),
    });
    await updateDoc(doc(d, 'c/d'), new FieldPath('weird.key', 'with space'), 1, 'plain', 2);
    expect(await dataOf(d, 'c/d')).toEqual({
      nested: { keep: 1 },
      count: 7,
      ratio: 1.75,
      tags: ['a', 'b', 'c'],
      old: ['x'],
      hi: 10,
      lo: -1,
      a: { b: { c: 5 } },
      fresh: 7,
      'weird.key': { 'with space': 1 },
      plain: 2,
    });
  });

  it('writes the commit time for serverTimestamp, the same as the update time', async () => {
    await updateDoc(doc(d, 'c/d'), { at: serverTimestamp(), nested: { at: serverTimestamp() } });
    const at = (await dataOf(d, 'c/d'))?.at;
    expect(at).toBeInstanceOf(Timestamp);
    const stored = (await (await fetch(`${firestoreUrl(emulator, 'writes-update')}/c/d`, {
      headers: { authorization: 'Bearer owner' },
    })).json()) as { fields: Record<string, { timestampValue?: string; mapValue?: unknown }>; updateTime: string };
    expect(stored.fields.at?.timestampValue).toBe(stored.updateTime);
    expect(stored.fields.nested).toEqual({ mapValue: { fields: { at: { timestampValue: stored.updateTime } } } });
  });

  it('fails with not-found on a missing document', async () => {
    await expect(updateDoc(doc(d, 'c/missing'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(d, 'c/missing'))).exists()).toBe(false);
  });
});

describe('addDoc, deleteDoc and writeBatch', () => {
  const db = (): Firestore => dbFor('writes-batch');

  it('adds a document under a generated id and deletes it', async () => {
    const d = db();
    const ref = await addDoc(collection(d, 'rooms/r1/messages'), { text: 'hi', at: serverTimestamp() });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await dataOf(d, ref.path))?.text).toBe('hi');
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
    await expect(deleteDoc(ref)).resolves.toBeUndefined();
  });

  it('commits a batch of set, update and delete together', async () => {
    const d = db();
    await setDoc(doc(d, 'b/2'), { n: 1 });
    await setDoc(doc(d, 'b/3'), { n: 1 });
    const batch = writeBatch(d);
    batch.set(doc(d, 'b/1'), { n: 1 });
    batch.update(doc(d, 'b/2'), { n: increment(1) });
    batch.delete(doc(d, 'b/3'));
    await batch.commit();
    expect(await dataOf(d, 'b/1')).toEqual({ n: 1 });
    expect(await dataOf(d, 'b/2')).toEqual({ n: 2 });
    expect(await dataOf(d, 'b/3')).toBeUndefined();
  });

  it('applies nothing of a batch when one write fails', async () => {
    const d = db();
    const batch = writeBatch(d);
    batch.set(doc(d, 'atomic/first'), { n: 1 });
    batch.update(doc(d, 'atomic/missing'), { n: 1 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(d, 'atomic/first'))).exists()).toBe(false);
  });
});

describe('runTransaction', () => {
  const db = (): Firestore => dbFor('writes-transactions');

  it('reads, then writes what it read into another document', async () => {
    const d = db();
    await setDoc(doc(d, 'accounts/a'), { balance: 10 });
    await setDoc(doc(d, 'accounts/b'), { balance: 0 });
    await runTransaction(d, async (tx) => {
      const a = (await tx.get(doc(d, 'accounts/a'))).data()!.balance as number;
      tx.update(doc(d, 'accounts/a'), { balance: a - 4 });
      tx.set(doc(d, 'accounts/b'), { balance: 4 });
    });
    expect(await dataOf(d, 'accounts/a')).toEqual({ balance: 6 });
    expect(await dataOf(d, 'accounts/b')).toEqual({ balance: 4 });
  });

  it('retries after a concurrent change to a document it read', async () => {
    const d = db();
    const ref = doc(d, 'counters/c');
    await setDoc(ref, { n: 1 });
    let attempts = 0;
    const seen = await runTransaction(d, async (tx) => {
      attempts++;
      const n = (await tx.get(ref)).data()!.n as number;
      if (attempts === 1) await setDoc(ref, { n: 100 });
      tx.update(ref, { n: n + 1 });
      return n;
    });
    expect(attempts).toBe(2);
    expect(seen).toBe(100);
    expect(await dataOf(d, 'counters/c')).toEqual({ n: 101 });
  });

  it('fails with aborted when a document it saw missing was created meanwhile', async () => {
    const d = db();
    const ref = doc(d, 'claims/x');
    const attempt = runTransaction(
      d,
      async (tx) => {
        expect((await tx.get(ref)).exists()).toBe(false);
        await setDoc(ref, { by: 'other' });
        tx.set(ref, { by: 'me' });
      },
      { maxAttempts: 1 },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'aborted' });
    expect(await dataOf(d, 'claims/x')).toEqual({ by: 'other' });
  });
});

describe('errors the SDK surfaces', () => {
  itOurs('gives permission-denied to a non-owner in strict mode', async () => {
    const alice = dbFor('writes-errors', { sub: 'alice' });
    await expect(setDoc(doc(alice, 'c/d'), { a: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await dataOf(dbFor('writes-errors'), 'c/d')).toBeUndefined();
  });

  it('gives failed-precondition for a document over 1 MiB', async () => {
    const d = dbFor('writes-errors');
    const big = 'x'.repeat(600_000);
    await expect(setDoc(doc(d, 'c/big'), { a: big, b: big })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('maximum entity size is 1048576 bytes') as unknown,
    });
  });
});
