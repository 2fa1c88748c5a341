/**
 * Local persistence: what was written before a stop is there after the next start; a data
 * file that cannot be read is reported by name and set aside, never overwritten; one
 * emulator per data folder.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { getBytes, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { DataFolderInUseError } from '../../emulator/src/shared/data-lock.js';
import { moveAside, writeFileAtomically } from '../../emulator/src/shared/data-files.js';
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

  it('sets an unreadable firestore.json aside, says so by name, and keeps it through later saves', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emulator-broken-'));
    const broken = '{"version":1,"documents":[{"name":"projects/p/databases/(default)/documents/a/1","fields":{},"createTi';
    await writeFile(path.join(dir, 'firestore.json'), broken);
    const lines: string[] = [];
    const emulator = await startTestEmulator({ dataDir: dir, log: (line) => lines.push(line) });
    const writer = clientsFor(emulator, projectId, 'owner');
    try {
      expect(lines.join('\n')).toMatch(/Could not read .*firestore\.json .*Moved it to firestore\.json\.unreadable-\d{8}-\d{6}/);
      // It started, empty, and saves in its own files only.
      await setDoc(doc(writer.db, 'articles/new'), { title: 'after' });
      await emulator.compact();
      await emulator.save();
      const aside = (await readdir(dir)).find((name) => name.startsWith('firestore.json.unreadable-'));
      expect(aside).toBeDefined();
      expect(await readFile(path.join(dir, aside!), 'utf8')).toBe(broken);
      expect(await readFile(path.join(dir, 'firestore', 'snapshot.jsonl'), 'utf8')).toContain('{"title":{"stringValue":"after"}}');
    } finally {
      await writer.dispose();
      await emulator.stop();
    }
    const again = await startTestEmulator({ dataDir: dir });
    const reader = clientsFor(again, projectId, 'owner');
    try {
      expect((await getDoc(doc(reader.db, 'articles/new'))).data()).toEqual({ title: 'after' });
    } finally {
      await reader.dispose();
      await again.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a whole export with one bad document instead of dropping it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emulator-bad-doc-'));
    const good = { name: `projects/${projectId}/databases/(default)/documents/articles/ok`, fields: {}, createTime: '2024-01-01T00:00:00Z', updateTime: '2024-01-01T00:00:00Z' };
    await writeFile(path.join(dir, 'firestore.json'), JSON.stringify({ version: 1, documents: [good, { ...good, name: 'nonsense' }] }));
    const lines: string[] = [];
    const emulator = await startTestEmulator({ dataDir: dir, log: (line) => lines.push(line) });
    const reader = clientsFor(emulator, projectId, 'owner');
    try {
      expect(lines.join('\n')).toMatch(/firestore\.json \(document 1 has no valid name\)/);
      expect((await getDoc(doc(reader.db, 'articles/ok'))).exists()).toBe(false);
    } finally {
      await reader.dispose();
      await emulator.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sets Storage data with a missing blob aside whole, naming the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emulator-storage-'));
    const first = await startTestEmulator({ dataDir: dir });
    const writer = clientsFor(first, projectId, 'owner');
    await uploadBytes(ref(writer.storage, 'images/a.txt'), new TextEncoder().encode('a'));
    await writer.dispose();
    await first.stop();
    const [blob] = await readdir(path.join(dir, 'storage', 'blobs'));
    await rm(path.join(dir, 'storage', 'blobs', blob!));

    const lines: string[] = [];
    const second = await startTestEmulator({ dataDir: dir, log: (line) => lines.push(line) });
    try {
      expect(lines.join('\n')).toContain(`${path.join(dir, 'storage', 'blobs', blob!)} is not readable: it is missing`);
      expect((await readdir(dir)).some((name) => /^storage\.unreadable-/.test(name))).toBe(true);
      expect(second.objectStore.names(`${projectId}.appspot.com`)).toEqual([]);
    } finally {
      await second.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lets one emulator use a data folder at a time, and takes over the lock of one that is gone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emulator-lock-'));
    const first = await startTestEmulator({ dataDir: dir });
    try {
      await expect(startTestEmulator({ dataDir: dir })).rejects.toThrow(DataFolderInUseError);
    } finally {
      await first.stop();
    }
    // A pid that no process has (beyond the kernel's limit): left behind by a kill -9.
    await writeFile(path.join(dir, 'emulator.pid'), '4194305');
    const second = await startTestEmulator({ dataDir: dir });
    await second.stop();
    expect(await readdir(dir)).not.toContain('emulator.pid');
    await rm(dir, { recursive: true, force: true });
  });
});

describe('data files', () => {
  it('are replaced whole, with no temporary file left', async () => {
    const file = path.join(dataDir, 'atomic.json');
    await writeFileAtomically(file, 'first');
    await writeFileAtomically(file, 'second');
    expect(await readFile(file, 'utf8')).toBe('second');
    expect((await readdir(dataDir)).filter((name) => name.startsWith('atomic'))).toEqual(['atomic.json']);
  });

  it('are set aside under a new name each time, never over an earlier one', async () => {
    const dir = path.join(dataDir, 'aside');
    await mkdir(dir);
    const file = path.join(dir, 'accounts.json');
    const now = new Date(2025, 0, 2, 3, 4, 5);
    await writeFile(file, 'one');
    const first = await moveAside(file, now);
    await writeFile(file, 'two');
    const second = await moveAside(file, now);
    expect(path.basename(first)).toBe('accounts.json.unreadable-20250102-030405');
    expect(path.basename(second)).toBe('accounts.json.unreadable-20250102-030405-2');
    expect([await readFile(first, 'utf8'), await readFile(second, 'utf8')]).toEqual(['one', 'two']);
  });
});
