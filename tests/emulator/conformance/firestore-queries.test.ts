/**
 * Queries through firebase/firestore/lite (getDocs, getCount, getAggregate): every filter
 * operator, OR/AND, orders with the implicit `__name__`, cursors from values and snapshots,
 * limitToLast, documentId() filters, subcollections and collection groups, and the errors
 * the SDK maps.
 */
import {
  and,
  average,
  collection,
  collectionGroup,
  count,
  doc,
  documentId,
  endAt,
  endBefore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  sum,
  where,
  writeBatch,
  type Query,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noIndexCheck } from '../../../emulator/src/firestore/query/indexes.js';
import { clientsFor, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

let emulator: TestEmulator;
let owner: TestClients;
const project = 'firestore-queries';

const ARTICLES = {
  a1: { title: 'Alpha', category: 'markets', views: 10, tags: ['stocks', 'tech'], rating: 4.5, author: { id: 'u1' } },
  a2: { title: 'Beta', category: 'markets', views: 25, tags: ['bonds'], rating: 3, author: { id: 'u2' } },
  a3: { title: 'Gamma', category: 'ideas', views: 25, tags: ['tech'], rating: null, author: { id: 'u1' } },
  a4: { title: 'Delta', category: 'ideas', views: 5, tags: [], rating: NaN, author: { id: 'u3' } },
  a5: { title: 'Epsilon', category: 'research', views: 40, tags: ['stocks'], author: { id: 'u2' } },
  a6: { title: 'Zeta', category: 'research' },
};

const ids = async (q: Query): Promise<string[]> => (await getDocs(q)).docs.map((d) => d.id);
const articles = () => collection(owner.db, 'articles');

beforeAll(async () => {
  emulator = await startTestEmulator({ indexes: noIndexCheck });
  owner = clientsFor(emulator, project, 'owner');
  const batch = writeBatch(owner.db);
  for (const [id, data] of Object.entries(ARTICLES)) batch.set(doc(owner.db, 'articles', id), data);
  batch.set(doc(owner.db, 'rooms/r1/messages/m1'), { text: 'hi', at: 1 });
  batch.set(doc(owner.db, 'rooms/r1/messages/m2'), { text: 'yo', at: 2 });
  batch.set(doc(owner.db, 'rooms/r2/messages/m1'), { text: 'hey', at: 3 });
  batch.set(doc(owner.db, 'users/u1/rooms/r9/messages/m7'), { text: 'deep', at: 4 });
  await batch.commit();
});
afterAll(async () => {
  await owner.dispose();
  await emulator.stop();
});

describe('filters', () => {
  it('compares with ==, !=, <, <=, >, >= (ordered by the inequality field)', async () => {
    expect(await ids(query(articles(), where('category', '==', 'markets')))).toEqual(['a1', 'a2']);
    expect(await ids(query(articles(), where('views', '!=', 25)))).toEqual(['a4', 'a1', 'a5']);
    expect(await ids(query(articles(), where('views', '<', 25)))).toEqual(['a4', 'a1']);
    expect(await ids(query(articles(), where('views', '<=', 25)))).toEqual(['a4', 'a1', 'a2', 'a3']);
    expect(await ids(query(articles(), where('views', '>', 10)))).toEqual(['a2', 'a3', 'a5']);
    expect(await ids(query(articles(), where('views', '>=', 25)))).toEqual(['a2', 'a3', 'a5']);
  });

  it('filters arrays and lists: array-contains, array-contains-any, in, not-in', async () => {
    expect(await ids(query(articles(), where('tags', 'array-contains', 'tech')))).toEqual(['a1', 'a3']);
    expect(await ids(query(articles(), where('tags', 'array-contains-any', ['bonds', 'stocks'])))).toEqual(['a1', 'a2', 'a5']);
    expect(await ids(query(articles(), where('category', 'in', ['ideas', 'research'])))).toEqual(['a3', 'a4', 'a5', 'a6']);
    expect(await ids(query(articles(), where('category', 'not-in', ['ideas', 'research'])))).toEqual(['a1', 'a2']);
  });

  it('handles null and NaN the way the SDK sends them (unary filters)', async () => {
    expect(await ids(query(articles(), where('rating', '==', null)))).toEqual(['a3']);
    expect(await ids(query(articles(), where('rating', '!=', null)))).toEqual(['a4', 'a2', 'a1']);
    expect(await ids(query(articles(), where('rating', '==', NaN)))).toEqual(['a4']);
    expect(await ids(query(articles(), where('rating', '!=', NaN)))).toEqual(['a2', 'a1']);
  });

  it('filters nested fields', async () => {
    expect(await ids(query(articles(), where('author.id', '==', 'u1')))).toEqual(['a1', 'a3']);
  });

  it('combines filters with nested or() and and()', async () => {
    const q = query(articles(), or(where('category', '==', 'research'), and(where('category', '==', 'markets'), where('views', '>', 20))));
    expect(await ids(q)).toEqual(['a2', 'a5']);
  });

  it('filters on the document id', async () => {
    expect(await ids(query(articles(), where(documentId(), '==', 'a3')))).toEqual(['a3']);
    expect(await ids(query(articles(), where(documentId(), 'in', ['a5', 'a2', 'zz'])))).toEqual(['a2', 'a5']);
    expect(await ids(query(articles(), where(documentId(), '>=', 'a5')))).toEqual(['a5', 'a6']);
  });
});

describe('order, limits and cursors', () => {
  it('orders by several fields with the implicit __name__, leaving out documents without them', async () => {
    expect(await ids(query(articles(), orderBy('views', 'desc'), orderBy('title')))).toEqual(['a5', 'a2', 'a3', 'a1', 'a4']);
    expect(await ids(query(articles(), orderBy('views', 'desc')))).toEqual(['a5', 'a3', 'a2', 'a1', 'a4']);
  });

  it('limits from the front and, flipped by the SDK, from the back', async () => {
    expect(await ids(query(articles(), orderBy('views'), limit(2)))).toEqual(['a4', 'a1']);
    expect(await ids(query(articles(), orderBy('views'), limitToLast(2)))).toEqual(['a3', 'a5']);
  });

  it('starts and ends at values (before/after, inclusive/exclusive)', async () => {
    const byViews = query(articles(), orderBy('views'));
    expect(await ids(query(byViews, startAt(25)))).toEqual(['a2', 'a3', 'a5']);
    expect(await ids(query(byViews, startAfter(25)))).toEqual(['a5']);
    expect(await ids(query(byViews, endAt(25)))).toEqual(['a4', 'a1', 'a2', 'a3']);
    expect(await ids(query(byViews, endBefore(25)))).toEqual(['a4', 'a1']);
    expect(await ids(query(byViews, startAt(10), endBefore(40), limitToLast(2)))).toEqual(['a2', 'a3']);
  });

  it('pages with a document snapshot (the cursor carries its __name__)', async () => {
    const byViews = query(articles(), orderBy('views', 'desc'), limit(2));
    const first = await getDocs(byViews);
    expect(first.docs.map((d) => d.id)).toEqual(['a5', 'a3']);
    expect(await ids(query(byViews, startAfter(first.docs.at(-1)!)))).toEqual(['a2', 'a1']);
    const a2 = await getDoc(doc(owner.db, 'articles', 'a2'));
    expect(await ids(query(articles(), orderBy('views'), startAt(a2)))).toEqual(['a2', 'a3', 'a5']);
  });

  it('orders by document id with a string cursor', async () => {
    expect(await ids(query(articles(), orderBy(documentId()), startAt('a4'), limit(2)))).toEqual(['a4', 'a5']);
  });
});

describe('subcollections and collection groups', () => {
  it('queries a subcollection under its parent document', async () => {
    expect(await ids(query(collection(owner.db, 'rooms/r1/messages'), orderBy('at', 'desc')))).toEqual(['m2', 'm1']);
  });

  it('queries every collection with an id, at any depth', async () => {
    const paths = async (q: Query) => (await getDocs(q)).docs.map((d) => d.ref.path);
    const group = query(collectionGroup(owner.db, 'messages'), orderBy(documentId()));
    expect(await paths(group)).toEqual([
      'rooms/r1/messages/m1', 'rooms/r1/messages/m2', 'rooms/r2/messages/m1', 'users/u1/rooms/r9/messages/m7',
    ]);
    const m2 = await getDoc(doc(owner.db, 'rooms/r1/messages/m2'));
    expect(await paths(query(group, startAfter(m2)))).toEqual(['rooms/r2/messages/m1', 'users/u1/rooms/r9/messages/m7']);
    expect(await paths(query(collectionGroup(owner.db, 'messages'), where('at', '>=', 3)))).toEqual([
      'rooms/r2/messages/m1', 'users/u1/rooms/r9/messages/m7',
    ]);
  });
});

describe('aggregations', () => {
  it('counts the results of a query', async () => {
    expect((await getCount(articles())).data().count).toBe(6);
    expect((await getCount(query(articles(), where('category', '==', 'ideas')))).data().count).toBe(2);
    expect((await getCount(query(articles(), orderBy('views'), limit(3)))).data().count).toBe(3);
  });

  it('sums and averages numeric values, counting only documents that have the field', async () => {
    const snapshot = await getAggregate(query(articles(), where('category', 'in', ['markets', 'research'])), {
      n: count(),
      total: sum('views'),
      mean: average('views'),
    });
    expect(snapshot.data()).toEqual({ n: 3, total: 75, mean: 25 });
    const none = await getAggregate(query(articles(), where('category', '==', 'nothing')), { total: sum('views'), mean: average('views') });
    expect(none.data()).toEqual({ total: 0, mean: null });
  });
});

describe('errors', () => {
  it('surfaces invalid queries as failed-precondition with Google\'s message', async () => {
    await expect(getDocs(query(articles(), orderBy(documentId(), 'desc')))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('Firestore does not support descending key scans') as string,
    });
  });
});
