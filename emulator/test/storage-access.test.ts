/**
 * The rules hook as the Storage handlers use it: which method each SDK operation asks
 * for, and the `resource` / `request.resource` / time they hand to the coming evaluator.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  ref,
  updateMetadata,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FirestoreStore } from '../src/firestore/store.js';
import { Clock, compareTimestamps } from '../src/firestore/timestamp.js';
import { listen, type RunningServer } from '../src/http/server.js';
import { RulesRegistry } from '../src/rules/registry.js';
import { storageDenied, type StorageAccessRequest } from '../src/storage/access.js';
import { storageHandler } from '../src/storage/routes.js';
import { ObjectStore } from '../src/storage/store.js';

const requests: StorageAccessRequest[] = [];
let allow = true;
let changes = 0;
let server: RunningServer;
let app: FirebaseApp;
let storage: FirebaseStorage;
const bucket = 'access-demo.appspot.com';

beforeAll(async () => {
  server = await listen(
    storageHandler({
      objects: new ObjectStore(),
      access: {
        check(request) {
          requests.push(request);
          if (!allow) throw storageDenied(request.method);
        },
      },
      rules: new RulesRegistry(),
      firestore: new FirestoreStore(),
      clock: new Clock(),
      onChange: () => changes++,
    }),
    { host: '127.0.0.1', port: 0, cors: { preflightStatus: 204 } },
  );
  app = initializeApp({ projectId: 'access-demo', storageBucket: bucket }, 'storage-access-test');
  storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', server.port, { mockUserToken: { sub: 'alice', email: 'a@x.com' } });
});
afterAll(async () => {
  await deleteApp(app);
  await server.close();
});
beforeEach(() => {
  requests.length = 0;
  allow = true;
});

const only = (): StorageAccessRequest => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};

describe('storage access requests', () => {
  it('asks create for a new upload, with the object to be as request.resource', async () => {
    const before = changes;
    const metadata = { contentType: 'text/plain', customMetadata: { k: 'v' } };
    await uploadString(ref(storage, 'users/alice/a.txt'), 'hello', 'raw', metadata);
    const request = only();
    expect(request).toMatchObject({
      method: 'create',
      project: 'access-demo',
      bucket,
      name: 'users/alice/a.txt',
      resource: null,
      identity: { kind: 'user', uid: 'alice', claims: { email: 'a@x.com' } },
      requestResource: {
        name: 'users/alice/a.txt',
        bucket,
        size: 5,
        metageneration: 1,
        contentType: 'text/plain',
        metadata: { k: 'v' },
      },
    });
    expect(compareTimestamps(request.requestResource!.timeCreated, request.time)).toBeLessThanOrEqual(0);
    expect(changes).toBe(before + 1);
  });

  it('asks create (not update) for an overwrite, with the stored object as resource', async () => {
    await uploadString(ref(storage, 'users/alice/a.txt'), 'hello again');
    const request = only();
    expect(request.method).toBe('create');
    expect(request.resource).toMatchObject({ size: 5, contentType: 'text/plain', metadata: { k: 'v' } });
    expect(request.requestResource).toMatchObject({ size: 11, metadata: {} });
    expect(request.requestResource!.generation).toBeGreaterThan(request.resource!.generation);
  });

  it('asks create once, at finalize, for a resumable upload', async () => {
    await uploadBytesResumable(ref(storage, 'big.bin'), new Uint8Array(300 * 1024));
    expect(only()).toMatchObject({ method: 'create', name: 'big.bin', requestResource: { size: 300 * 1024 } });
  });

  it('asks update for a metadata PATCH, with before and after', async () => {
    await updateMetadata(ref(storage, 'users/alice/a.txt'), { contentType: 'text/html', customMetadata: { x: 'y' } });
    const request = only();
    expect(request.method).toBe('update');
    expect(request.resource).toMatchObject({ metageneration: 1, contentType: 'application/octet-stream' });
    expect(request.requestResource).toMatchObject({
      metageneration: 2,
      size: 11,
      contentType: 'text/html',
      metadata: { x: 'y' },
    });
  });

  it('asks get for metadata and downloads, but not for a download URL with its token', async () => {
    const url = await getDownloadURL(ref(storage, 'users/alice/a.txt'));
    expect(only()).toMatchObject({ method: 'get', requestResource: null, resource: { name: 'users/alice/a.txt' } });
    requests.length = 0;
    await getBytes(ref(storage, 'users/alice/a.txt'));
    expect(only().method).toBe('get');
    requests.length = 0;
    expect((await fetch(url)).status).toBe(200);
    expect(requests).toHaveLength(0);
  });

  it('asks list with the prefix without its slash, and the delimiter', async () => {
    await list(ref(storage, 'users/alice'));
    expect(only()).toMatchObject({ method: 'list', name: 'users/alice', delimiter: '/', resource: null });
    requests.length = 0;
    await list(ref(storage));
    expect(only()).toMatchObject({ method: 'list', name: '' });
  });

  it('asks delete with the stored object', async () => {
    await deleteObject(ref(storage, 'big.bin'));
    expect(only()).toMatchObject({ method: 'delete', resource: { name: 'big.bin' }, requestResource: null });
  });

  it('decides before revealing that an object is missing (403 before 404)', async () => {
    allow = false;
    const denied = { code: 'storage/unauthorized' };
    await expect(getMetadata(ref(storage, 'nope'))).rejects.toMatchObject(denied);
    await expect(deleteObject(ref(storage, 'nope'))).rejects.toMatchObject(denied);
    await expect(updateMetadata(ref(storage, 'nope'), { contentType: 'a/b' })).rejects.toMatchObject(denied);
    expect(requests.map((r) => [r.method, r.resource, r.requestResource])).toEqual([
      ['get', null, null],
      ['delete', null, null],
      ['update', null, null],
    ]);
  });
});
