/**
 * Local persistence of Storage: ObjectStore.exportTo / importFrom round trips data and
 * metadata, shares identical data, removes what is gone; an emulator with a data folder
 * keeps its objects across a stop and a start.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getBytes, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPatch } from '../src/storage/metadata-patch.js';
import { newObjectMetadata, type StoredObject } from '../src/storage/metadata.js';
import { ObjectStore } from '../src/storage/store.js';
import { clientsFor, startTestEmulator } from '../../tests/support/emulator.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-persistence-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const now = { seconds: 1_700_000_000, nanos: 0 };
function object(bucket: string, name: string, data: Buffer, metadata: Record<string, string> = {}): StoredObject {
  return { metadata: newObjectMetadata({ bucket, name, data, written: { contentType: 'x/y', metadata }, now }), data };
}

describe('ObjectStore export and import', () => {
  it('round-trips data and metadata of every bucket', async () => {
    const store = new ObjectStore();
    const binary = Buffer.from([0, 1, 2, 255, 13, 10]);
    const a = object('p.appspot.com', 'dir/a b.bin', binary, { k: 'v' });
    store.put(a);
    store.put(object('p', 'same.bin', binary));
    store.put(object('p', 'empty', Buffer.alloc(0)));
    const patched = { ...a, metadata: applyPatch(a.metadata, { cacheControl: 'no-store', metadata: { k: null } }, now) };
    store.put(patched);
    await store.exportTo(dir);

    const restored = new ObjectStore();
    expect(await restored.importFrom(dir)).toBe(3);
    expect(restored.get('p.appspot.com', 'dir/a b.bin')).toEqual(patched);
    expect(restored.get('p', 'same.bin')?.data.equals(binary)).toBe(true);
    expect(restored.get('p', 'empty')?.data.length).toBe(0);
    // Identical data is stored once.
    expect(await readdir(path.join(dir, 'blobs'))).toHaveLength(2);
  });

  it('removes data of deleted objects on the next export', async () => {
    const store = new ObjectStore();
    store.put(object('b', 'one', Buffer.from('1')));
    store.put(object('b', 'two', Buffer.from('2')));
    await store.exportTo(dir);
    store.delete('b', 'two');
    await store.exportTo(dir);
    expect(await readdir(path.join(dir, 'blobs'))).toHaveLength(1);
    const restored = new ObjectStore();
    expect(await restored.importFrom(dir)).toBe(1);
    expect(restored.names('b')).toEqual(['one']);
  });

  it('runs overlapping exports one after the other', async () => {
    const store = new ObjectStore();
    store.put(object('b', 'one', Buffer.from('1')));
    const first = store.exportTo(dir);
    store.put(object('b', 'two', Buffer.from('2')));
    await Promise.all([first, store.exportTo(dir)]);
    expect(await new ObjectStore().importFrom(dir)).toBe(2);
    expect(await readdir(path.join(dir, 'blobs'))).toHaveLength(2);
  });

  it('imports nothing from an empty folder and refuses a damaged one', async () => {
    expect(await new ObjectStore().importFrom(path.join(dir, 'missing'))).toBe(0);
    await writeFile(path.join(dir, 'objects.json'), '{"objects":[{"blob":"../x","metadata":{}}]}');
    await expect(new ObjectStore().importFrom(dir)).rejects.toThrow(/not readable/);
  });
});

describe('an emulator with a data folder', () => {
  it('keeps objects across stop and start', async () => {
    const data = new Uint8Array([9, 8, 7, 0, 255]);
    const first = await startTestEmulator({ dataDir: dir });
    const writer = clientsFor(first, 'storage-persist', 'owner');
    await uploadBytes(ref(writer.storage, 'kept/file.bin'), data, { customMetadata: { keep: 'yes' } });
    const { md5Hash } = await getMetadata(ref(writer.storage, 'kept/file.bin'));
    await writer.dispose();
    await first.stop();

    const second = await startTestEmulator({ dataDir: dir });
    const reader = clientsFor(second, 'storage-persist', 'owner');
    try {
      const metadata = await getMetadata(ref(reader.storage, 'kept/file.bin'));
      expect(metadata).toMatchObject({ customMetadata: { keep: 'yes' }, size: 5, md5Hash });
      expect([...new Uint8Array(await getBytes(ref(reader.storage, 'kept/file.bin')))]).toEqual([...data]);
    } finally {
      await reader.dispose();
      await second.stop();
    }
  });
});
