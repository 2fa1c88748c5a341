/**
 * Uploads through firebase/storage: multipart (uploadBytes, uploadString), resumable
 * (uploadBytesResumable over 256 KiB, with progress), overwrite, and denial.
 */
import { createHash } from 'node:crypto';
import {
  getBytes,
  getMetadata,
  ref,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.stop());

/** Every byte value, plus CRLF and boundary-like runs that a text split would corrupt. */
function awkwardBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  bytes.set(new TextEncoder().encode('\r\n--\r\n\r\n--boundary--\r\n'), Math.min(10, length - 24));
  return bytes;
}

describe('multipart uploads', () => {
  let owner: TestClients;
  beforeAll(() => {
    owner = clientsFor(emulator, 'storage-up-multipart', 'owner');
  });
  afterAll(() => owner.dispose());

  it('stores bytes exactly and answers their metadata', async () => {
    const data = awkwardBytes(4096);
    const result = await uploadBytes(ref(owner.storage, 'users/alice/photo one.bin'), data, {
      contentType: 'image/png',
      cacheControl: 'max-age=60',
      customMetadata: { owner: 'alice' },
    });
    expect(result.metadata).toMatchObject({
      bucket: 'storage-up-multipart.appspot.com',
      fullPath: 'users/alice/photo one.bin',
      name: 'photo one.bin',
      size: 4096,
      contentType: 'image/png',
      cacheControl: 'max-age=60',
      customMetadata: { owner: 'alice' },
      metageneration: '1',
    });
    expect(result.metadata.md5Hash).toBe(createHash('md5').update(data).digest('base64'));
    const back = new Uint8Array(await getBytes(ref(owner.storage, 'users/alice/photo one.bin')));
    expect(Buffer.from(back).equals(Buffer.from(data))).toBe(true);
  });

  it('uploads strings in every format', async () => {
    const raw = await uploadString(ref(owner.storage, 'strings/raw.txt'), 'héllo wörld');
    expect(raw.metadata.size).toBe(Buffer.byteLength('héllo wörld'));
    const csv = 'data:text/csv;base64,YSxiCjEsMg==';
    const dataUrl = await uploadString(ref(owner.storage, 'strings/data-url'), csv, 'data_url');
    expect(dataUrl.metadata.contentType).toBe('text/csv');
    await uploadString(ref(owner.storage, 'strings/b64'), Buffer.from([0, 255, 13, 10]).toString('base64'), 'base64');
    expect([...new Uint8Array(await getBytes(ref(owner.storage, 'strings/b64')))]).toEqual([0, 255, 13, 10]);
    expect(Buffer.from(await getBytes(ref(owner.storage, 'strings/raw.txt'))).toString('utf8')).toBe('héllo wörld');
  });

  it('stores an empty file', async () => {
    const result = await uploadBytes(ref(owner.storage, 'empty'), new Uint8Array(0));
    expect(result.metadata.size).toBe(0);
    expect((await getBytes(ref(owner.storage, 'empty'))).byteLength).toBe(0);
  });

  it('overwrites as a new generation with fresh metadata', async () => {
    const target = ref(owner.storage, 'overwrite.txt');
    const first = await uploadString(target, 'one', 'raw', { customMetadata: { v: '1' }, contentType: 'text/plain' });
    const second = await uploadString(target, 'two!', 'raw');
    expect(Number(second.metadata.generation)).toBeGreaterThan(Number(first.metadata.generation));
    expect(second.metadata.metageneration).toBe('1');
    expect(second.metadata.customMetadata).toBeUndefined();
    expect(second.metadata.size).toBe(4);
    expect(Buffer.from(await getBytes(target)).toString()).toBe('two!');
  });
});

describe('resumable uploads', () => {
  let owner: TestClients;
  beforeAll(() => {
    owner = clientsFor(emulator, 'storage-up-resumable', 'owner');
  });
  afterAll(() => owner.dispose());

  it('uploads 600 KiB in chunks and reports progress', async () => {
    const data = awkwardBytes(600 * 1024);
    const task = uploadBytesResumable(ref(owner.storage, 'big/file.bin'), data, {
      contentType: 'application/x-test',
      customMetadata: { k: 'v' },
    });
    const progress: number[] = [];
    task.on('state_changed', (s: UploadTaskSnapshot) => progress.push(s.bytesTransferred));
    const done = await task;
    expect(done.metadata).toMatchObject({ size: data.length, contentType: 'application/x-test' });
    expect(done.metadata.customMetadata).toEqual({ k: 'v' });
    expect(progress.at(-1)).toBe(data.length);
    // The first chunk is 256 KiB; its completion is reported before the end.
    expect(progress).toContain(256 * 1024);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const back = Buffer.from(await getBytes(ref(owner.storage, 'big/file.bin')));
    expect(back.equals(Buffer.from(data))).toBe(true);
    expect((await getMetadata(ref(owner.storage, 'big/file.bin'))).md5Hash).toBe(done.metadata.md5Hash);
  });

  it('uses multipart for small resumable tasks', async () => {
    const done = await uploadBytesResumable(ref(owner.storage, 'small.bin'), new Uint8Array([1, 2, 3]));
    expect(done.metadata.size).toBe(3);
  });
});

describe('denied uploads (strict mode)', () => {
  let alice: TestClients;
  let nobody: TestClients;
  let owner: TestClients;
  beforeAll(() => {
    alice = clientsFor(emulator, 'storage-up-denied', { sub: 'alice' });
    nobody = clientsFor(emulator, 'storage-up-denied');
    owner = clientsFor(emulator, 'storage-up-denied', 'owner');
  });
  afterAll(() => Promise.all([alice.dispose(), nobody.dispose(), owner.dispose()]));

  it('answers storage/unauthorized for a multipart upload of a non-owner', async () => {
    await expect(uploadString(ref(alice.storage, 'users/alice/a.txt'), 'x')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(uploadString(ref(nobody.storage, 'a.txt'), 'x')).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('answers storage/unauthorized at the end of a resumable upload and stores nothing', async () => {
    const task = uploadBytesResumable(ref(alice.storage, 'users/alice/big.bin'), new Uint8Array(300 * 1024));
    await expect(task).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(getMetadata(ref(owner.storage, 'users/alice/big.bin'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});
