/**
 * Firestore's files in a data folder (docs/local-stack.md): each change is appended to a
 * log as it is made, a compaction folds the logs into a snapshot, a start reads both; a
 * damaged file sets Firestore's data aside whole and says which file; firestore.json of
 * earlier versions is read and moved into the new files.
 */
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeDocument, type StoredDocument } from '../src/firestore/document.js';
import { formatLine } from '../src/firestore/persistence/lines.js';
import type { LazyFields } from '../src/firestore/lazy-fields.js';
import { DocumentOnDisk } from '../src/firestore/persistence/document-line.js';
import { decodeFirst } from '../src/firestore/query/decode-first.js';
import { executeQuery } from '../src/firestore/query/execute.js';
import { parseStructuredQuery } from '../src/firestore/query/parse.js';
import { FirestoreStore, type Database } from '../src/firestore/store.js';
import { formatTimestamp } from '../src/firestore/timestamp.js';
import { integer, string, type Value } from '../src/firestore/values.js';
import { openLocalData, type LocalData } from '../src/persistence.js';
import { ObjectStore } from '../src/storage/store.js';

const DB = { project: 'demo-files', database: '(default)' };
const T0 = { seconds: 1_700_000_000, nanos: 0 };
const T1 = { seconds: 1_700_000_100, nanos: 123_000 };

let dir: string;
let opened: LocalData[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'firestore-files-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((data) => data.close()));
  await rm(dir, { recursive: true, force: true });
});

function doc(docPath: string, fields: Record<string, Value>, time = T0): StoredDocument {
  return { path: docPath, fields: new Map(Object.entries(fields)), createTime: T0, updateTime: time };
}

/** Opens the data folder over a new store, as a start does. */
async function start(options: { compactMinBytes?: number } = {}): Promise<{ store: FirestoreStore; db: Database; data: LocalData; lines: string[] }> {
  const lines: string[] = [];
  const store = new FirestoreStore();
  const data = await openLocalData(dir, store, new ObjectStore(), { log: (line) => lines.push(line), ...options });
  opened.push(data);
  return { store, db: store.database(DB), data, lines };
}

async function stop(data: LocalData): Promise<void> {
  opened = opened.filter((d) => d !== data);
  await data.close();
}

/** Every document of the store as its REST resource, by name: what a client would read. */
function contents(store: FirestoreStore): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [ref, database] of store.entries()) {
    for (const stored of database.allDocuments()) out[`${ref.project}/${stored.path}`] = encodeDocument(ref, stored);
  }
  return out;
}

const firestoreFolder = (): string => path.join(dir, 'firestore');
const filesIn = async (folder: string): Promise<string[]> => (await readdir(folder)).sort();

describe('the Firestore log', () => {
  it('appends each change as it is made, and a start brings back exactly that state', async () => {
    const first = await start();
    first.db.put(doc('articles/a', { title: string('First'), views: integer(1) }));
    first.db.put(doc('articles/b', { title: string('Second') }));
    first.db.put(doc('articles/a', { title: string('First, edited'), views: integer(2) }, T1));
    first.db.delete('articles/b');
    first.db.put(doc('articles/a/comments/c1', { body: string('Below a') }));
    first.store.database({ project: 'demo-other', database: '(default)' }).put(doc('x/y', { n: integer(7) }));
    // Nothing is rewritten: each change only adds to the one log file.
    expect(await filesIn(firestoreFolder())).toEqual(['log-000001.jsonl']);
    const logSize = (await stat(path.join(firestoreFolder(), 'log-000001.jsonl'))).size;
    first.db.put(doc('articles/c', { title: string('Third') }));
    const grown = (await stat(path.join(firestoreFolder(), 'log-000001.jsonl'))).size - logSize;
    expect(grown).toBeLessThan(400);
    const expected = contents(first.store);
    await stop(first.data);

    const second = await start();
    expect(second.data.documents).toBe(4);
    expect(contents(second.store)).toEqual(expected);
    expect(second.lines).toEqual([]);
  });

  it('leaves documents on disk until they are read, and decodes them on first read', async () => {
    const first = await start();
    first.db.put(doc('articles/a', { title: string('Encoded'), views: integer(3) }, T1));
    await stop(first.data);

    const second = await start();
    // Read at once, before the background decoding gets to it.
    expect(second.db.documentsAsStored()[0]).toBeInstanceOf(DocumentOnDisk);
    const read = second.db.get('articles/a');
    expect(read && encodeDocument(DB, read)).toMatchObject({
      fields: { title: { stringValue: 'Encoded' }, views: { integerValue: '3' } },
      updateTime: formatTimestamp(T1),
    });
    expect(second.db.documentsAsStored()[0]).not.toBeInstanceOf(DocumentOnDisk);
  });

  it('keeps an article\'s large fields apart: a query over the small ones, and a card of them, leave the rest on disk', async () => {
    const article = (n: number) =>
      doc(`articles/a${n}`, {
        title: string(`Article ${n}`),
        status: string(n % 2 ? 'published' : 'draft'),
        publishedAt: integer(n),
        content: string(`<p>${'Cash flow matters. '.repeat(200)}${n}</p>`),
        searchTerms: { kind: 'array', values: Array.from({ length: 300 }, (_, i) => string(`word${i}`)) },
      });
    const first = await start();
    for (let n = 0; n < 6; n++) first.db.put(article(n));
    const expected = contents(first.store);
    await stop(first.data);
    const [logLine] = (await readFile(path.join(firestoreFolder(), 'log-000001.jsonl'), 'utf8')).split('\n');
    expect(logLine).toMatch(/^\w{8} \{"name":"[^"]+","tailBytes":\d+,"tailFields":\["content","searchTerms"\],/);

    const second = await start();
    const partial = () => second.db.documentsAsStored().filter((d) => !(d instanceof DocumentOnDisk) && (d.fields as LazyFields).partial);
    const newest = executeQuery(second.db, parseStructuredQuery({
      from: [{ collectionId: 'articles' }],
      where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } } },
      orderBy: [{ field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' }],
      limit: 2,
    }, ''));
    expect(newest.documents.map((d) => d.path)).toEqual(['articles/a5', 'articles/a3']);
    expect(newest.documents.map((d) => encodeDocument(DB, d, [['title']]).fields)).toEqual([
      { title: { stringValue: 'Article 5' } }, { title: { stringValue: 'Article 3' } },
    ]);
    expect(partial()).toHaveLength(6);
    // Read whole, each is the document written.
    expect(second.db.get('articles/a5')!.fields.get('searchTerms')).toEqual(article(5).fields.get('searchTerms'));
    expect(partial()).toHaveLength(5);
    expect(contents(second.store)).toEqual(expected);

    // A compaction copies the lines of documents unchanged since the start, and writes the changed ones anew.
    second.db.put(doc('articles/a1', { title: string('Rewritten'), content: string('Short now.') }, T1));
    expected[`${DB.project}/articles/a1`] = encodeDocument(DB, second.db.get('articles/a1')!);
    await second.data.compact();
    await stop(second.data);
    const snapshot = (await readFile(path.join(firestoreFolder(), 'snapshot.jsonl'), 'utf8')).split('\n');
    expect(snapshot.filter((line) => line.includes('"tailBytes"'))).toHaveLength(5);
    const third = await start();
    expect(contents(third.store)).toEqual(expected);
  });

  it('decodes what a query compares before it runs, a few milliseconds at a time, answering others in between', async () => {
    const first = await start();
    for (let n = 0; n < 4; n++) {
      first.db.put(doc(`articles/a${n}`, {
        title: string(`Article ${n}`),
        searchTerms: { kind: 'array', values: Array.from({ length: 300 }, (_, i) => string(n === 2 ? `zinc${i}` : `word${i}`)) },
      }));
    }
    await stop(first.data);
    const second = await start();
    const search = parseStructuredQuery({
      from: [{ collectionId: 'articles' }],
      where: { fieldFilter: { field: { fieldPath: 'searchTerms' }, op: 'ARRAY_CONTAINS', value: { stringValue: 'zinc7' } } },
    }, '');
    const partial = () => second.db.documentsAsStored().filter((d) => d instanceof DocumentOnDisk || (d.fields as LazyFields).partial).length;
    // Another request's turn, queued before the query: it runs each time the query gives way.
    const seenBetween: number[] = [];
    let done = false;
    const other = () => {
      seenBetween.push(partial());
      if (!done) setImmediate(other);
    };
    setImmediate(other);
    // A slice of no time: it gives way after each document.
    await decodeFirst(second.db, search, [], 0);
    done = true;
    expect(partial()).toBe(0);
    expect(seenBetween.some((left) => left > 0 && left < 4)).toBe(true);
    expect(executeQuery(second.db, search).documents.map((d) => d.path)).toEqual(['articles/a2']);
  });

  it('reads a snapshot of the version before documents were split', async () => {
    const line = JSON.stringify(encodeDocument(DB, doc('c/a', { s: string('from version 2') })));
    await mkdir(firestoreFolder(), { recursive: true });
    await writeFile(
      path.join(firestoreFolder(), 'snapshot.jsonl'),
      [{ snapshot: 2, through: 0 }, JSON.parse(line) as object, { end: 1 }].map((json) => formatLine(JSON.stringify(json))).join(''),
    );
    const { store } = await start();
    expect(Object.values(contents(store))).toEqual([JSON.parse(line)]);
  });

  it('replays clears and resets', async () => {
    const first = await start();
    first.db.put(doc('keep/a', { n: integer(1) }));
    first.db.put(doc('gone/a', { n: integer(1) }));
    first.db.put(doc('gone/a/sub/b', { n: integer(1) }));
    first.db.deleteRecursive('gone/a');
    const other = first.store.database({ project: 'demo-cleared', database: '(default)' });
    other.put(doc('c/d', { n: integer(1) }));
    other.clear();
    await stop(first.data);
    const second = await start();
    expect(Object.keys(contents(second.store))).toEqual(['demo-files/keep/a']);

    second.store.clearAll();
    second.db.put(doc('after/reset', { n: integer(2) }));
    await stop(second.data);
    const third = await start();
    expect(Object.keys(contents(third.store))).toEqual(['demo-files/after/reset']);
  });

  it('compacts into a snapshot, keeping the writes made while it is written', async () => {
    const first = await start({ compactMinBytes: 1 });
    for (let n = 0; n < 50; n++) first.db.put(doc(`bulk/d${n}`, { n: integer(n), text: string('x'.repeat(200)) }));
    await first.data.compact();
    const during = first.data.compact();
    first.db.put(doc('bulk/during', { n: integer(-1) }));
    first.db.delete('bulk/d0');
    await during;
    await first.data.compact();
    const files = await filesIn(firestoreFolder());
    expect(files).toContain('snapshot.jsonl');
    expect(files.filter((name) => name.startsWith('log-'))).toHaveLength(0);
    const expected = contents(first.store);
    await stop(first.data);

    const second = await start();
    expect(contents(second.store)).toEqual(expected);
    expect(second.db.get('bulk/d0')).toBeUndefined();
    expect(second.db.get('bulk/during')).toBeDefined();
  });

  it('ignores and removes a snapshot left half-written by a stop during a compaction', async () => {
    const first = await start();
    first.db.put(doc('c/a', { n: integer(1) }));
    await first.data.compact();
    first.db.put(doc('c/b', { n: integer(2) }));
    await stop(first.data);
    await writeFile(path.join(firestoreFolder(), 'snapshot.jsonl.tmp'), 'half a snapsh');

    const second = await start();
    expect(Object.keys(contents(second.store)).sort()).toEqual(['demo-files/c/a', 'demo-files/c/b']);
    expect(second.lines).toEqual([]);
    expect(await filesIn(firestoreFolder())).not.toContain('snapshot.jsonl.tmp');
  });

  it('leaves out a last commit that was cut short, and says so', async () => {
    const first = await start();
    first.db.put(doc('c/kept', { n: integer(1) }));
    await stop(first.data);
    const log = path.join(firestoreFolder(), 'log-000001.jsonl');
    const [documentLine] = (await readFile(log, 'utf8')).split('\n');
    const json = documentLine!.slice(documentLine!.indexOf(' ') + 1);
    // A commit of two documents whose second line was being written when the process died.
    await appendFile(log, formatLine(json.replace('kept', 'lost1')) + formatLine(json.replace('kept', 'lost2')).slice(0, 30));

    const second = await start();
    expect(second.db.get('c/kept')).toBeDefined();
    expect(second.db.get('c/lost1')).toBeUndefined();
    expect(second.lines.join('\n')).toContain(`Left out the last write in ${log}`);
    // Later writes go to a new file, and a start reads both.
    second.db.put(doc('c/later', { n: integer(2) }));
    await stop(second.data);
    const third = await start();
    expect(Object.keys(contents(third.store)).sort()).toEqual(['demo-files/c/kept', 'demo-files/c/later']);
  });
});

describe('damaged Firestore files', () => {
  async function damageAndRestart(file: string): Promise<{ lines: string[]; store: FirestoreStore }> {
    const damaged = await readFile(file, 'utf8');
    // One character changed in the middle of a document: the line's checksum no longer holds.
    const at = damaged.indexOf('"stringValue":"') + 16;
    await writeFile(file, damaged.slice(0, at) + 'X' + damaged.slice(at + 1));
    const { lines, store } = await start();
    return { lines, store };
  }

  it('sets the whole folder aside when a log is damaged, naming the file and line', async () => {
    const first = await start();
    first.db.put(doc('c/a', { s: string('aaaa') }));
    first.db.put(doc('c/b', { s: string('bbbb') }));
    await stop(first.data);
    const log = path.join(firestoreFolder(), 'log-000001.jsonl');
    const original = await readFile(log, 'utf8');

    const { lines, store } = await damageAndRestart(log);
    expect(lines.join('\n')).toMatch(
      new RegExp(`Could not read ${firestoreFolder()} \\(${log}: line 1: its checksum does not match\\)\\. Moved it to firestore\\.unreadable-\\d{8}-\\d{6} beside it`),
    );
    expect(contents(store)).toEqual({});
    // The damaged files are kept as they were; new writes go to a new folder.
    const aside = (await readdir(dir)).find((name) => name.startsWith('firestore.unreadable-'))!;
    const asideLog = path.join(dir, aside, 'log-000001.jsonl');
    expect((await readFile(asideLog, 'utf8')).length).toBe(original.length);
    store.database(DB).put(doc('c/new', { s: string('new') }));
    expect(await filesIn(firestoreFolder())).toEqual(['log-000001.jsonl']);
  });

  it('sets the whole folder aside when the snapshot is damaged or cut short', async () => {
    const first = await start();
    first.db.put(doc('c/a', { s: string('aaaa') }));
    await first.data.compact();
    await stop(first.data);
    const snapshot = path.join(firestoreFolder(), 'snapshot.jsonl');
    const whole = await readFile(snapshot, 'utf8');

    await writeFile(snapshot, whole.slice(0, whole.lastIndexOf('\n', whole.length - 2) + 1));
    const cut = await start();
    expect(cut.lines.join('\n')).toContain(`(${snapshot}: it is cut short (no end line))`);
    expect(contents(cut.store)).toEqual({});
    await stop(cut.data);

    await rm(firestoreFolder(), { recursive: true });
    const second = await start();
    second.db.put(doc('c/a', { s: string('aaaa') }));
    await second.data.compact();
    await stop(second.data);
    const { lines } = await damageAndRestart(snapshot);
    expect(lines.join('\n')).toContain(`(${snapshot}: line 2: its checksum does not match)`);
  });
});

describe('firestore.json of earlier versions', () => {
  const name = (docPath: string): string => `projects/${DB.project}/databases/(default)/documents/${docPath}`;

  it('is read at start and moved into the new files, then removed', async () => {
    const legacy = {
      version: 1,
      documents: [
        { name: name('articles/old'), fields: { title: { stringValue: 'From before' } }, createTime: '2024-01-01T00:00:00Z', updateTime: '2024-01-02T00:00:00.500Z' },
        { name: name('site/empty'), createTime: '2024-01-01T00:00:00Z', updateTime: '2024-01-01T00:00:00Z' },
      ],
    };
    await writeFile(path.join(dir, 'firestore.json'), JSON.stringify(legacy));
    const first = await start();
    expect(first.data.documents).toBe(2);
    // A change made right away builds on those documents.
    first.db.put(doc('articles/new', { title: string('After') }));
    await first.data.compact();
    expect(await readdir(dir)).not.toContain('firestore.json');
    expect(first.lines.join('\n')).toContain('Moved the documents of');
    await stop(first.data);

    const second = await start();
    expect(contents(second.store)).toEqual({
      'demo-files/articles/old': legacy.documents[0],
      'demo-files/site/empty': legacy.documents[1],
      'demo-files/articles/new': encodeDocument(DB, doc('articles/new', { title: string('After') })),
    });
  });

  it('keeps its documents when the emulator stops before moving them', async () => {
    const legacy = { version: 1, documents: [{ name: name('a/b'), fields: {}, createTime: '2024-01-01T00:00:00Z', updateTime: '2024-01-01T00:00:00Z' }] };
    await writeFile(path.join(dir, 'firestore.json'), JSON.stringify(legacy));
    const first = await start();
    first.db.put(doc('a/c', { n: integer(1) }));
    await stop(first.data);
    // Either the move finished (and firestore.json is gone) or both files hold the documents.
    const second = await start();
    expect(Object.keys(contents(second.store)).sort()).toEqual(['demo-files/a/b', 'demo-files/a/c']);
  });
});
