/**
 * Pages read by cursor come from a collection's documents sorted once and kept until the
 * collection changes (query/execute.ts). Their answers must be those of the plain scan and
 * sort, page after page, with documents added, moved and deleted between pages. The same
 * query as a collection group (which always scans and sorts) gives the expected pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collection, collectionGroup, doc, getDocs, limit, orderBy, query, startAfter, where, writeBatch, type Query, type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { StoredDocument } from '../src/firestore/document.js';
import { executeQuery } from '../src/firestore/query/execute.js';
import { noIndexCheck } from '../src/firestore/query/indexes.js';
import { parseStructuredQuery } from '../src/firestore/query/parse.js';
import { FirestoreStore, type Database } from '../src/firestore/store.js';
import { double, encodeValue, integer, NULL, string, type Value } from '../src/firestore/values.js';
import { clientsFor, describeOurs, startTestEmulator, type TestClients, type TestEmulator } from '../../tests/support/emulator.js';

const ROOT = 'projects/demo-pages/databases/(default)/documents';
const T0 = { seconds: 1_700_000_000, nanos: 0 };
const TEAMS = ['red', 'blue', 'green'];

/** Deterministic values of every kind an order meets: ints and doubles that tie, strings, null, missing. */
function scoreOf(n: number): Value | undefined {
  switch (n % 7) {
    case 0: return integer(n % 5);
    case 1: return double((n % 5) + 0.5);
    case 2: return double(n % 5);
    case 3: return string(`s${n % 4}`);
    case 4: return NULL;
    case 5: return undefined;
    default: return integer(-(n % 3));
  }
}

function fieldsOf(n: number): Map<string, Value> {
  const fields = new Map<string, Value>([['team', string(TEAMS[n % 3]!)], ['n', integer(n)]]);
  const score = scoreOf(n);
  if (score) fields.set('score', score);
  return fields;
}

function put(db: Database, id: string, n: number): void {
  db.put({ path: `p/${id}`, fields: fieldsOf(n), createTime: T0, updateTime: T0 });
}

/** Ids in both kinds: numeric ids (`__id7__`) sort before the others. */
const idOf = (n: number): string => (n % 11 === 0 ? `__id${n}__` : `d${(n * 7919) % 1000}`);

const order = (fieldPath: string, direction = 'ASCENDING') => ({ field: { fieldPath }, direction });

interface Page {
  readonly paths: string[];
  readonly last?: StoredDocument;
}

function page(db: Database, json: Record<string, unknown>, asGroup: boolean): Page {
  const from = [{ collectionId: 'p', ...(asGroup && { allDescendants: true }) }];
  const documents = executeQuery(db, parseStructuredQuery({ ...json, from }, '')).documents;
  return { paths: documents.map((d) => d.path), last: documents.at(-1) };
}

/** The cursor just after `last` for a query ordered by `fields` then __name__ (what startAfter(snapshot) sends). */
function after(last: StoredDocument, fields: readonly string[]): Record<string, unknown> {
  const values = fields.map((field) => encodeValue(last.fields.get(field)!));
  return { values: [...values, { referenceValue: `${ROOT}/${last.path}` }], before: false };
}

describe('pages of a query over one collection', () => {
  const queries: { title: string; json: Record<string, unknown>; fields: string[] }[] = [
    { title: 'ascending', json: { orderBy: [order('score'), order('__name__')] }, fields: ['score'] },
    {
      title: 'two orders, descending first',
      json: { orderBy: [order('score', 'DESCENDING'), order('team'), order('__name__')] },
      fields: ['score', 'team'],
    },
    {
      title: 'an equality filter',
      json: { where: { fieldFilter: { field: { fieldPath: 'team' }, op: 'EQUAL', value: { stringValue: 'red' } } }, orderBy: [order('score'), order('__name__')] },
      fields: ['score'],
    },
    {
      title: 'an inequality filter',
      json: {
        where: { fieldFilter: { field: { fieldPath: 'score' }, op: 'GREATER_THAN', value: { integerValue: '1' } } },
        orderBy: [order('score', 'DESCENDING'), order('__name__', 'DESCENDING')],
      },
      fields: ['score'],
    },
    {
      title: 'by name, with a filter',
      json: { where: { fieldFilter: { field: { fieldPath: 'team' }, op: 'NOT_EQUAL', value: { stringValue: 'blue' } } }, orderBy: [order('team'), order('__name__')] },
      fields: ['team'],
    },
  ];

  for (const { title, json, fields } of queries) {
    it(`gives the scan's pages (${title}), with writes between pages`, () => {
      const db = new FirestoreStore().database({ project: 'demo-pages', database: '(default)' });
      for (let n = 0; n < 300; n++) put(db, idOf(n), n);
      let cursor: Record<string, unknown> | undefined;
      let added = 1000;
      for (let pageNumber = 0; pageNumber < 60; pageNumber++) {
        const paged = { ...json, ...(cursor && { startAt: cursor }), limit: 9 };
        const expected = page(db, paged, true);
        expect(page(db, paged, false).paths).toEqual(expected.paths);
        // Read twice: the second answer comes from the kept order.
        expect(page(db, paged, false).paths).toEqual(expected.paths);
        if (!expected.last) return;
        cursor = after(expected.last, fields);
        // Documents that land before and after the cursor, one that moves, one deleted.
        put(db, `new${added}`, added++);
        put(db, idOf(pageNumber * 13), pageNumber * 17 + 3);
        if (pageNumber % 3 === 0) db.delete(`p/${idOf(pageNumber * 29)}`);
      }
      throw new Error('the pages never ended');
    });
  }

  it('applies offsets, endAt and startAt as the scan does', () => {
    const db = new FirestoreStore().database({ project: 'demo-pages', database: '(default)' });
    for (let n = 0; n < 120; n++) put(db, idOf(n), n);
    const base = { orderBy: [order('score'), order('__name__')] };
    const variants = [
      { ...base, offset: 17, limit: 10 },
      { ...base, offset: 500 },
      { ...base, startAt: { values: [{ integerValue: '2' }], before: true }, limit: 25 },
      { ...base, startAt: { values: [{ doubleValue: 2 }], before: false }, endAt: { values: [{ stringValue: 's2' }], before: true } },
      { ...base, endAt: { values: [{ doubleValue: 1.5 }], before: false }, offset: 3 },
    ];
    for (const variant of variants) expect(page(db, variant, false).paths).toEqual(page(db, variant, true).paths);
  });
});

describeOurs('pages read with the SDK', () => {
  let emulator: TestEmulator;
  let clients: TestClients;
  beforeAll(async () => {
    emulator = await startTestEmulator({ indexes: noIndexCheck });
    clients = clientsFor(emulator, 'demo-pages-sdk', 'owner');
  });
  afterAll(async () => {
    await clients.dispose();
    await emulator.stop();
  });

  it('reads the same pages by cursor as the scan, with subscriptions between pages', async () => {
    const subscribers = collection(clients.db, 'subscribers');
    const group = collectionGroup(clients.db, 'subscribers');
    const emails = Array.from({ length: 200 }, (_, n) => `reader${(n * 37) % 200}@example.com`);
    const batch = writeBatch(clients.db);
    emails.forEach((email, n) => batch.set(doc(subscribers, email), { email, source: TEAMS[n % 3] }));
    await batch.commit();

    const byEmail = (source: Query): Query => query(source, where('source', 'in', ['home', 'red']), orderBy('email'), limit(11));
    const ids = (docs: readonly QueryDocumentSnapshot[]): string[] => docs.map((d) => d.id);
    const read: string[] = [];
    const arrived: string[] = [];
    let last: QueryDocumentSnapshot | undefined;
    for (let n = 0; n < 100; n++) {
      const cursor = last ? [startAfter(last)] : [];
      const { docs } = await getDocs(query(byEmail(subscribers), ...cursor));
      expect(ids(docs)).toEqual(ids((await getDocs(query(byEmail(group), ...cursor))).docs));
      read.push(...ids(docs));
      last = docs.at(-1);
      if (!last) break;
      // Subscriptions arrive while the export runs (its first pages): one before the cursor, one after it.
      if (n >= 10) continue;
      const arrivals = writeBatch(clients.db);
      for (const email of [`a-first${n}@example.com`, `zz-last${String(n).padStart(3, '0')}@example.com`]) arrivals.set(doc(subscribers, email), { email, source: 'home' });
      await arrivals.commit();
      arrived.push(`zz-last${String(n).padStart(3, '0')}@example.com`);
    }
    expect(last).toBeUndefined();
    expect(read).toEqual([...new Set(read)]);
    // Everyone subscribed before, and everyone who subscribed after the cursor, is read.
    const missing = [...emails.filter((_, n) => TEAMS[n % 3] === 'red'), ...arrived].filter((email) => !read.includes(email));
    expect(missing).toEqual([]);
  });
});
