/**
 * Reading and changing objects through firebase/storage: getMetadata, getDownloadURL and
 * a plain fetch of it, getBytes (whole and ranged), getStream, updateMetadata merge rules,
 * deleteObject, and the errors the SDK maps (object-not-found, unauthorized).
 */
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  ref,
  updateMetadata,
  uploadString,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, itOurs, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

let emulator: TestEmulator;
let owner: TestClients;
let alice: TestClients;
const project = 'storage-objects';

beforeAll(async () => {
  emulator = await startTestEmulator();
  owner = clientsFor(emulator, project, 'owner');
  alice = clientsFor(emulator, project, { sub: 'alice' });
});
afterAll(async () => {
  await Promise.all([owner.dispose(), alice.dispose()]);
  await emulator.stop();
});

describe('downloads', () => {
  beforeAll(async () => {
    const metadata = { contentType: 'text/plain' };
    await uploadString(ref(owner.storage, 'docs/report 2024.txt'), 'quarterly numbers', 'raw', metadata);
  });

  it('answers the metadata of an object', async () => {
    const metadata = await getMetadata(ref(owner.storage, 'docs/report 2024.txt'));
    expect(metadata).toMatchObject({
      bucket: `${project}.appspot.com`,
      fullPath: 'docs/report 2024.txt',
      name: 'report 2024.txt',
      size: 17,
      contentType: 'text/plain',
      contentDisposition: 'inline',
      contentEncoding: 'identity',
      metageneration: '1',
    });
    expect(Date.parse(metadata.timeCreated)).not.toBeNaN();
    expect(metadata.updated).toBe(metadata.timeCreated);
  });

  itOurs('gives a download URL that works without auth and carries the token', async () => {
    const url = await getDownloadURL(ref(owner.storage, 'docs/report 2024.txt'));
    const base = `http://${emulator.storage.host}:${emulator.storage.port}`;
    const { pathname, searchParams } = new URL(url);
    expect(url.startsWith(base)).toBe(true);
    expect(pathname).toBe(`/v0/b/${project}.appspot.com/o/docs%2Freport%202024.txt`);
    expect(searchParams.get('alt')).toBe('media');
    expect(searchParams.get('token')).toMatch(/^[0-9a-f-]{36}$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename*=utf-8''report%202024.txt`);
    expect(await response.text()).toBe('quarterly numbers');

    const wrongToken = await fetch(url.replace(/token=.*/, 'token=not-the-token'));
    expect(wrongToken.status).toBe(403);
    const denied = { error: { code: 403, message: 'Permission denied. No READ permission.' } };
    expect(await wrongToken.json()).toMatchObject(denied);
  });

  it('honours maxDownloadSizeBytes with a range request', async () => {
    const head = await getBytes(ref(owner.storage, 'docs/report 2024.txt'), 9);
    expect(Buffer.from(head).toString()).toBe('quarterly');
    const url = await getDownloadURL(ref(owner.storage, 'docs/report 2024.txt'));
    const ranged = await fetch(url, { headers: { Range: 'bytes=10-' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 10-16/17');
    expect(await ranged.text()).toBe('numbers');
    const suffix = await fetch(url, { headers: { Range: 'bytes=-7' } });
    expect(await suffix.text()).toBe('numbers');
  });

  it('streams an object', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of getStream(ref(owner.storage, 'docs/report 2024.txt'))) {
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    expect(Buffer.concat(chunks).toString()).toBe('quarterly numbers');
  });

  itOurs('denies reads to a non-owner in strict mode', async () => {
    const denied = { code: 'storage/unauthorized' };
    await expect(getBytes(ref(alice.storage, 'docs/report 2024.txt'))).rejects.toMatchObject(denied);
    await expect(getMetadata(ref(alice.storage, 'docs/report 2024.txt'))).rejects.toMatchObject(denied);
    // Rules come before existence: a missing object is not revealed.
    await expect(getMetadata(ref(alice.storage, 'docs/missing'))).rejects.toMatchObject(denied);
  });

  it('reports missing objects as storage/object-not-found', async () => {
    const missing = ref(owner.storage, 'docs/missing.txt');
    const notFound = { code: 'storage/object-not-found' };
    await expect(getMetadata(missing)).rejects.toMatchObject(notFound);
    await expect(getBytes(missing)).rejects.toMatchObject(notFound);
    await expect(getDownloadURL(missing)).rejects.toMatchObject(notFound);
    await expect(updateMetadata(missing, { contentType: 'a/b' })).rejects.toMatchObject(notFound);
    await expect(deleteObject(missing)).rejects.toMatchObject(notFound);
  });
});

describe('updateMetadata', () => {
  const path = 'meta/item.json';
  beforeAll(async () => {
    await uploadString(ref(owner.storage, path), '{}', 'raw', {
      contentType: 'application/json',
      cacheControl: 'no-cache',
      contentLanguage: 'en',
      customMetadata: { a: '1', b: '2' },
    });
  });

  it('merges fields, deletes nulls, bumps metageneration', async () => {
    const before = await getMetadata(ref(owner.storage, path));
    const after = await updateMetadata(ref(owner.storage, path), {
      contentType: 'text/html',
      cacheControl: null as unknown as string,
      customMetadata: { a: null as unknown as string, c: 'd' },
    });
    expect(after).toMatchObject({
      contentType: 'text/html',
      contentLanguage: 'en',
      customMetadata: { b: '2', c: 'd' },
      metageneration: '2',
      generation: before.generation,
    });
    expect(after.cacheControl).toBeUndefined();
    expect(after.customMetadata).not.toHaveProperty('a');
    expect(Date.parse(after.updated)).toBeGreaterThanOrEqual(Date.parse(before.updated));
    expect(after.timeCreated).toBe(before.timeCreated);
  });

  it('drops all custom metadata when it is set to null', async () => {
    // The SDK types do not admit null, but it sends it through and the server honours it.
    const customMetadata = null as unknown as Record<string, string>;
    const after = await updateMetadata(ref(owner.storage, path), { customMetadata });
    expect(after.customMetadata).toBeUndefined();
    expect(after.metageneration).toBe('3');
    expect(Buffer.from(await getBytes(ref(owner.storage, path))).toString()).toBe('{}');
  });

  it('keeps the download token across metadata updates', async () => {
    const url = await getDownloadURL(ref(owner.storage, path));
    await updateMetadata(ref(owner.storage, path), { contentDisposition: 'attachment' });
    expect(await getDownloadURL(ref(owner.storage, path))).toBe(url);
    expect((await fetch(url)).headers.get('content-disposition')).toBe(`attachment; filename*=utf-8''item.json`);
  });

  itOurs('denies a non-owner in strict mode', async () => {
    await expect(updateMetadata(ref(alice.storage, path), { contentType: 'x/y' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});

describe('deleteObject', () => {
  it('deletes, after which the object is not found', async () => {
    const target = ref(owner.storage, 'trash/old.txt');
    await uploadString(target, 'bye');
    await expect(deleteObject(ref(alice.storage, 'trash/old.txt'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await deleteObject(target);
    await expect(getMetadata(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});
