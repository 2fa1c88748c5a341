import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreUrl, startTestEmulator, type TestEmulator } from '../../tests/support/emulator.js';
import { parseIndexConfig } from '../src/firestore/query/index-config.js';
import { createIndexChecker } from '../src/firestore/query/indexes.js';
import { integer, string } from '../src/firestore/values.js';

const PROJECT = 'demo-query-http';
const T0 = { seconds: 1_700_000_000, nanos: 0 };
const USER = 'Bearer eyJhbGciOiJub25lIiwidHlwZSI6IkpXVCJ9.eyJzdWIiOiJhbGljZSJ9.';

let emulator: TestEmulator;
let url: string;

beforeAll(async () => {
  emulator = await startTestEmulator({
    indexes: createIndexChecker(parseIndexConfig({ indexes: [], fieldOverrides: [] })),
  });
  url = firestoreUrl(emulator, PROJECT);
  const db = emulator.firestoreStore.database({ project: PROJECT, database: '(default)' });
  const put = (path: string, n: number, team = 'red') =>
    db.put({ path, fields: new Map([['n', integer(n)], ['team', string(team)]]), createTime: T0, updateTime: T0 });
  ['c/a', 'c/b', 'c/c', 'c/d'].forEach((path, i) => put(path, i));
  put('rooms/r1/messages/m1', 10);
  put('rooms/r2/messages/m1', 20);
});

afterAll(() => emulator.stop());

async function post(path: string, body: unknown, authorization = 'Bearer owner') {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { authorization }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}

const from = (collectionId: string, extra: object = {}) => ({ structuredQuery: { from: [{ collectionId }], ...extra } });
const names = (body: unknown) => (body as { document?: { name: string } }[]).flatMap((e) => (e.document ? [e.document.name.split('/documents/')[1]] : []));

describe(':runQuery over HTTP', () => {
  it('answers one entry per document with readTime, done on the last, skippedResults for an offset', async () => {
    const { status, body } = await post(':runQuery', from('c', { offset: 1, limit: 2 }));
    expect(status).toBe(200);
    const entries = body as Record<string, unknown>[];
    expect(names(body)).toEqual(['c/b', 'c/c']);
    expect(entries.map((e) => [typeof e.readTime, e.skippedResults, e.done])).toEqual([
      ['string', 1, undefined],
      ['string', undefined, true],
    ]);
  });

  it('answers a single {readTime, done} entry when nothing matches', async () => {
    const { body } = await post(':runQuery', from('nothing'));
    expect(body).toEqual([{ readTime: expect.any(String) as string, done: true }]);
  });

  it('queries a subcollection through its parent document in the URL', async () => {
    expect(names((await post('/rooms/r2:runQuery', from('messages'))).body)).toEqual(['rooms/r2/messages/m1']);
  });

  it('rejects a collection as the parent', async () => {
    const { status, body } = await post('/rooms:runQuery', from('messages'));
    const name = `projects/${PROJECT}/databases/(default)/documents/rooms`;
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 400, status: 'INVALID_ARGUMENT', message: `Document parent name "${name}" lacks "/" at index ${name.length}.` } });
  });

  it('starts a transaction first when asked, and reads inside it afterwards', async () => {
    const started = await post(':runQuery', { ...from('c', { limit: 1 }), newTransaction: { readOnly: {} } });
    const [first, ...rest] = started.body as Record<string, unknown>[];
    expect(first).toEqual({ transaction: expect.any(String) as string });
    expect(names(rest)).toEqual(['c/a']);
    const inside = await post(':runQuery', { ...from('c', { limit: 1 }), transaction: first!.transaction });
    expect(names(inside.body)).toEqual(['c/a']);
  });

  it('does not read at a past time', async () => {
    const { status } = await post(':runQuery', { ...from('c'), readTime: '2020-01-01T00:00:00Z' });
    expect(status).toBe(400);
  });

  it('reads the token before validating the query', async () => {
    const { body } = await post(':runQuery', from('c', { limit: -1 }), 'Bearer garbage');
    expect(body).toEqual({ error: { code: 400, status: 'INVALID_ARGUMENT', message: 'invalid jwt' } });
  });

  it('checks the direction of __name__ against the index', async () => {
    const byN = (direction: string) => from('c', {
      orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }, { field: { fieldPath: '__name__' }, direction }],
    });
    expect((await post(':runQuery', byN('DESCENDING'))).status).toBe(200);
    expect((await post(':runQuery', byN('ASCENDING'))).status).toBe(400);
  });

  it('puts the query to the rules before the index check', async () => {
    const needsIndex = from('c', {
      where: { fieldFilter: { field: { fieldPath: 'team' }, op: 'EQUAL', value: { stringValue: 'red' } } },
      orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
    });
    expect((await post(':runQuery', needsIndex, USER)).status).toBe(403);
    const { status, body } = await post(':runQuery', needsIndex);
    expect(status).toBe(400);
    expect((body as { error: { status: string; message: string } }).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/^The query requires an index\./) as string,
    });
  });
});

describe(':runAggregationQuery over HTTP', () => {
  const aggregation = (collectionId: string, aggregations: unknown[]) => ({
    structuredAggregationQuery: { structuredQuery: { from: [{ collectionId }] }, aggregations },
  });

  it('answers exactly one result entry', async () => {
    const { status, body } = await post(':runAggregationQuery', aggregation('c', [{ alias: 'n', count: {} }, { alias: 's', sum: { field: { fieldPath: 'n' } } }]));
    expect(status).toBe(200);
    expect(body).toEqual([
      { result: { aggregateFields: { n: { integerValue: '4' }, s: { integerValue: '6' } } }, readTime: expect.any(String) as string, done: true },
    ]);
  });

  it('aggregates a collection group and a subcollection', async () => {
    const group = { structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'messages', allDescendants: true }] }, aggregations: [{ alias: 'n', count: {} }] } };
    expect((await post(':runAggregationQuery', group)).body).toMatchObject([{ result: { aggregateFields: { n: { integerValue: '2' } } } }]);
    expect((await post('/rooms/r1:runAggregationQuery', aggregation('messages', [{ alias: 'n', count: {} }]))).body).toMatchObject([
      { result: { aggregateFields: { n: { integerValue: '1' } } } },
    ]);
  });

  it('starts a transaction first when asked', async () => {
    const { body } = await post(':runAggregationQuery', { ...aggregation('c', [{ count: {} }]), newTransaction: { readWrite: {} } });
    expect(body).toMatchObject([{ transaction: expect.any(String) as string }, { result: { aggregateFields: { field_1: { integerValue: '4' } } } }]);
  });

  it('needs the list permission, like the query', async () => {
    expect((await post(':runAggregationQuery', aggregation('c', [{ count: {} }]), USER)).status).toBe(403);
  });
});
