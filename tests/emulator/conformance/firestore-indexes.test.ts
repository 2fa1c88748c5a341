/**
 * The composite-index check through firebase/firestore/lite: an emulator started with the
 * indexes of a firestore.indexes.json file rejects, as production does, the queries those
 * indexes do not serve (failed-precondition, "The query requires an index. …" naming the
 * entry to add), and runs the ones they do.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  collection,
  collectionGroup,
  doc,
  getAggregate,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  where,
  writeBatch,
  type Query,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadIndexChecker } from '../../../emulator/src/firestore/query/load-indexes.js';
import {
  clientsFor, describeOurs, startTestEmulator, type TestClients, type TestEmulator,
} from '../../support/emulator.js';

const project = 'firestore-indexes';
const dir = mkdtempSync(path.join(tmpdir(), 'firestore-indexes-'));
const PUBLISHED_BY_DATE = {
  collectionGroup: 'articles',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'status', order: 'ASCENDING' },
    { fieldPath: 'publishedAt', order: 'DESCENDING' },
  ],
};

let emulator: TestEmulator;
let owner: TestClients;

beforeAll(async () => {
  const file = path.join(dir, 'firestore.indexes.json');
  writeFileSync(
    file,
    JSON.stringify({
      indexes: [PUBLISHED_BY_DATE],
      fieldOverrides: [
        {
          collectionGroup: 'likes',
          fieldPath: 'uid',
          indexes: [
            { order: 'ASCENDING', queryScope: 'COLLECTION' },
            { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
          ],
        },
      ],
    }),
  );
  emulator = await startTestEmulator({ indexes: loadIndexChecker(file) });
  owner = clientsFor(emulator, project, 'owner');
  const batch = writeBatch(owner.db);
  [1, 2, 3, 4].forEach((n) =>
    batch.set(doc(owner.db, 'articles', `a${n}`), {
      status: n === 4 ? 'draft' : 'published',
      category: n % 2 ? 'markets' : 'ideas',
      publishedAt: n,
      views: n * 10,
    }),
  );
  batch.set(doc(owner.db, 'articles/a1/likes/alice'), { uid: 'alice', at: 1 });
  batch.set(doc(owner.db, 'articles/a2/likes/alice'), { uid: 'alice', at: 2 });
  batch.set(doc(owner.db, 'articles/a2/likes/bob'), { uid: 'bob', at: 3 });
  await batch.commit();
});
afterAll(async () => {
  await owner.dispose();
  await emulator.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ids = async (q: Query): Promise<string[]> => (await getDocs(q)).docs.map((d) => d.id);
const articles = () => collection(owner.db, 'articles');

/** The FirestoreError of a request that must fail. */
async function failure(request: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await request;
  } catch (err) {
    return err as { code: string; message: string };
  }
  throw new Error('the request succeeded');
}

/** The firestore.indexes.json entry an index error asks for. */
const entryIn = (message: string): unknown => JSON.parse(message.slice(message.indexOf('{')));

describeOurs('queries that single-field indexes serve', () => {
  it('runs one-field filters and orders, and equality filters on several fields', async () => {
    expect(await ids(query(articles(), where('status', '==', 'published')))).toEqual(['a1', 'a2', 'a3']);
    expect(await ids(query(articles(), orderBy('views', 'desc'), limit(2)))).toEqual(['a4', 'a3']);
    expect(await ids(query(articles(), where('status', '==', 'published'), where('category', '==', 'markets')))).toEqual(['a1', 'a3']);
    expect((await getCount(query(articles(), where('views', '>', 15)))).data().count).toBe(3);
  });
});

describeOurs('queries that need a composite index', () => {
  it('runs one that firestore.indexes.json lists', async () => {
    const q = query(articles(), where('status', '==', 'published'), orderBy('publishedAt', 'desc'));
    expect(await ids(q)).toEqual(['a3', 'a2', 'a1']);
  });

  it('rejects one that is not listed, naming the index to add', async () => {
    const err = await failure(getDocs(query(articles(), where('category', '==', 'markets'), orderBy('publishedAt', 'desc'))));
    expect(err.code).toBe('failed-precondition');
    expect(err.message).toMatch(/^Request failed with error: The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\//);
    expect(entryIn(err.message)).toEqual({
      collectionGroup: 'articles',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'category', order: 'ASCENDING' },
        { fieldPath: 'publishedAt', order: 'DESCENDING' },
      ],
    });
  });

  it('asks for the listed index itself when the order runs the other way', async () => {
    const err = await failure(getDocs(query(articles(), where('status', '==', 'published'), orderBy('publishedAt'))));
    expect(entryIn(err.message)).toEqual({
      ...PUBLISHED_BY_DATE,
      fields: [PUBLISHED_BY_DATE.fields[0], { fieldPath: 'publishedAt', order: 'ASCENDING' }],
    });
  });

  it('checks aggregations too, including the summed field', async () => {
    expect((await getCount(query(articles(), where('status', '==', 'published'), orderBy('publishedAt', 'desc')))).data().count).toBe(3);
    const err = await failure(getAggregate(query(articles(), where('status', '==', 'published')), { total: sum('views') }));
    expect(err.code).toBe('failed-precondition');
    expect(entryIn(err.message)).toMatchObject({ fields: [{ fieldPath: 'status' }, { fieldPath: 'views' }] });
  });
});

describeOurs('collection groups', () => {
  it('runs a collection-group query on a field with a collection-group override', async () => {
    const paths = (await getDocs(query(collectionGroup(owner.db, 'likes'), where('uid', '==', 'alice')))).docs.map((d) => d.ref.path);
    expect(paths).toEqual(['articles/a1/likes/alice', 'articles/a2/likes/alice']);
  });

  it('rejects one on a field without collection-group indexes', async () => {
    const err = await failure(getDocs(query(collectionGroup(owner.db, 'likes'), orderBy('at', 'desc'))));
    expect(err.code).toBe('failed-precondition');
    expect(err.message).toContain('The query requires an index. It needs a COLLECTION_GROUP_DESC index for collection likes and field at');
    expect(entryIn(err.message)).toEqual({
      collectionGroup: 'likes',
      fieldPath: 'at',
      indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' }],
    });
  });
});
