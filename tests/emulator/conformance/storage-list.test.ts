/**
 * list and listAll through firebase/storage: folders and items under a prefix, pages of
 * maxResults followed by pageToken, and the errors of a bad prefix or a denied list.
 */
import { list, listAll, ref, uploadString, type ListResult } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, itOurs, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

let emulator: TestEmulator;
let owner: TestClients;
let alice: TestClients;
const project = 'storage-list';
const names = ['a.txt', 'b.txt', 'dir/c.txt', 'dir/d.txt', 'dir/sub/e.txt', 'dir/sub/deeper/f.txt', 'dir2/g.txt', 'z.txt'];

beforeAll(async () => {
  emulator = await startTestEmulator();
  owner = clientsFor(emulator, project, 'owner');
  alice = clientsFor(emulator, project, { sub: 'alice' });
  for (const name of names) await uploadString(ref(owner.storage, name), name);
});
afterAll(async () => {
  await Promise.all([owner.dispose(), alice.dispose()]);
  await emulator.stop();
});

const paths = (result: ListResult) => ({
  prefixes: result.prefixes.map((r) => r.fullPath),
  items: result.items.map((r) => r.fullPath),
});

describe('list', () => {
  it('lists the root: items directly under it and its folders', async () => {
    expect(paths(await listAll(ref(owner.storage)))).toEqual({
      prefixes: ['dir', 'dir2'],
      items: ['a.txt', 'b.txt', 'z.txt'],
    });
  });

  it('lists a folder', async () => {
    const dir = paths(await listAll(ref(owner.storage, 'dir')));
    expect(dir).toEqual({ prefixes: ['dir/sub'], items: ['dir/c.txt', 'dir/d.txt'] });
    const deeper = paths(await listAll(ref(owner.storage, 'dir/sub/deeper')));
    expect(deeper).toEqual({ prefixes: [], items: ['dir/sub/deeper/f.txt'] });
    expect(paths(await listAll(ref(owner.storage, 'nothing-here')))).toEqual({ prefixes: [], items: [] });
  });

  it('pages with maxResults and pageToken, folders and items alike', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(ref(owner.storage), { maxResults: 2, ...(pageToken ? { pageToken } : {}) });
      const { prefixes, items } = paths(page);
      expect(prefixes.length + items.length).toBeLessThanOrEqual(2);
      seen.push(...prefixes.map((p) => p + '/'), ...items);
      pageToken = page.nextPageToken;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(['a.txt', 'b.txt', 'dir/', 'dir2/', 'z.txt']);
  });

  it('has no next page when the last page is full', async () => {
    const page = await list(ref(owner.storage, 'dir'), { maxResults: 3 });
    expect(paths(page)).toEqual({ prefixes: ['dir/sub'], items: ['dir/c.txt', 'dir/d.txt'] });
    expect(page.nextPageToken).toBeUndefined();
  });

  it('refuses a prefix that does not end in a slash', async () => {
    const base = `http://${emulator.storage.host}:${emulator.storage.port}/v0/b/${project}.appspot.com/o`;
    const response = await fetch(`${base}?prefix=dir&delimiter=%2F`, { headers: { authorization: 'Firebase owner' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 400, message: 'The prefix parameter is required to be empty or ends with a single / character.' },
    });
    const bad = await fetch(`${base}?maxResults=0`, { headers: { authorization: 'Firebase owner' } });
    expect(bad.status).toBe(400);
  });

  itOurs('denies a list to a non-owner in strict mode', async () => {
    await expect(listAll(ref(alice.storage, 'dir'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const base = `http://${emulator.storage.host}:${emulator.storage.port}/v0/b/${project}.appspot.com/o`;
    const response = await fetch(`${base}?prefix=&delimiter=%2F`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 403, message: 'Permission denied. No LIST permission.' } });
  });
});
