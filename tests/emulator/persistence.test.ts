/**
 * Local persistence: what was written before a stop is there after the next start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { getBytes, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { clientsFor, describeOurs, startTestEmulator } from '../support/emulator.js';

const projectId = 'demo-persistence';
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'emulator-data-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describeOurs('local persistence', () => {
  it('keeps documents and objects across a restart', async () => {
    const first = await startTestEmulator({ dataDir });
    const writer = clientsFor(first, projectId, 'owner');
    const when = Timestamp.fromMillis(1_700_000_000_123);
    await setDoc(doc(writer.db, 'articles/a1'), { title: 'Kept', publishedAt: when, tags: ['x'], nested: { n: 1.5 } });
    await uploadBytes(ref(writer.storage, 'images/kept.txt'), new TextEncoder().encode('kept bytes'), {
      contentType: 'text/plain',
      customMetadata: { owner: 'me' },
    });
    await writer.dispose();
    await first.stop();

    const second = await startTestEmulator({ dataDir });
    const reader = clientsFor(second, projectId, 'owner');
    try {
      const snapshot = await getDoc(doc(reader.db, 'articles/a1'));
      expect(snapshot.data()).toEqual({ title: 'Kept', publishedAt: when, tags: ['x'], nested: { n: 1.5 } });
      const object = ref(reader.storage, 'images/kept.txt');
      expect(new TextDecoder().decode(await getBytes(object))).toBe('kept bytes');
      const metadata = await getMetadata(object);
      expect(metadata.contentType).toBe('text/plain');
      expect(metadata.customMetadata).toEqual({ owner: 'me' });
    } finally {
      await reader.dispose();
      await second.stop();
    }
  });

  it('starts empty from an empty folder', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'emulator-empty-'));
    const emulator = await startTestEmulator({ dataDir: empty });
    const reader = clientsFor(emulator, projectId, 'owner');
    try {
      expect((await getDoc(doc(reader.db, 'articles/a1'))).exists()).toBe(false);
    } finally {
      await reader.dispose();
      await emulator.stop();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
