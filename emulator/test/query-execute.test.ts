import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../src/firestore/document.js';
import { executeQuery } from '../src/firestore/query/execute.js';
import { parseStructuredQuery } from '../src/firestore/query/parse.js';
import { FirestoreStore, type Database } from '../src/firestore/store.js';
import { double, integer, string, type Value } from '../src/firestore/values.js';

const ROOT = 'projects/demo-execute/databases/(default)/documents';
const T0 = { seconds: 1_700_000_000, nanos: 0 };

function database(docs: Record<string, Record<string, Value>>): Database {
  const db = new FirestoreStore().database({ project: 'demo-execute', database: '(default)' });
  for (const [path, fields] of Object.entries(docs)) {
    db.put({ path, fields: new Map(Object.entries(fields)), createTime: T0, updateTime: T0 });
  }
  return db;
}

const order = (fieldPath: string, direction = 'ASCENDING') => ({ field: { fieldPath }, direction });
const ref = (path: string) => ({ referenceValue: `${ROOT}/${path}` });
const int = (n: number) => ({ integerValue: String(n) });

function run(db: Database, json: object, parent = '', requiredFields?: string[][]) {
  const result = executeQuery(db, parseStructuredQuery(json, parent), requiredFields ? { requiredFields } : {});
  return { paths: result.documents.map((d: StoredDocument) => d.path), skipped: result.skipped };
}

const scores = database({
  's/a': { team: string('red'), score: integer(3) },
  's/b': { team: string('blue'), score: integer(1) },
  's/c': { team: string('red'), score: integer(1) },
  's/d': { team: string('blue'), score: double(2.5) },
  's/e': { team: string('red') },
  's/f': { team: string('blue'), score: integer(3) },
});

describe('query execution: order and cursors', () => {
  const byTeamScore = { from: [{ collectionId: 's' }], orderBy: [order('team'), order('score', 'DESCENDING')] };

  it('orders by several fields, then by name in the last direction, leaving out documents without them', () => {
    expect(run(scores, byTeamScore).paths).toEqual(['s/f', 's/d', 's/b', 's/a', 's/c']);
  });

  it('applies a partial cursor to the leading orders only', () => {
    expect(run(scores, { ...byTeamScore, startAt: { values: [{ stringValue: 'red' }], before: true } }).paths).toEqual(['s/a', 's/c']);
    expect(run(scores, { ...byTeamScore, endAt: { values: [{ stringValue: 'blue' }], before: false } }).paths).toEqual(['s/f', 's/d', 's/b']);
  });

  it('positions full cursors with a __name__ reference exactly (startAfter / endBefore)', () => {
    const withName = { ...byTeamScore, orderBy: [...byTeamScore.orderBy, order('__name__', 'DESCENDING')] };
    const afterF = { values: [{ stringValue: 'blue' }, int(3), ref('s/f')], before: false };
    expect(run(scores, { ...withName, startAt: afterF }).paths).toEqual(['s/d', 's/b', 's/a', 's/c']);
    const beforeA = { values: [{ stringValue: 'red' }, int(3), ref('s/a')], before: true };
    expect(run(scores, { ...withName, startAt: afterF, endAt: beforeA }).paths).toEqual(['s/d', 's/b']);
  });

  it('orders equal numbers of both types by name, and descending cursors run backwards', () => {
    const q = { from: [{ collectionId: 's' }], orderBy: [order('score', 'DESCENDING')], startAt: { values: [{ doubleValue: 3.0 }], before: false } };
    expect(run(scores, q).paths).toEqual(['s/d', 's/c', 's/b']);
  });

  it('skips `offset` documents after the cursors and reports how many it skipped', () => {
    expect(run(scores, { ...byTeamScore, offset: 2, limit: 2 })).toEqual({ paths: ['s/b', 's/a'], skipped: 2 });
    expect(run(scores, { ...byTeamScore, offset: 9 })).toEqual({ paths: [], skipped: 5 });
  });

  it('keeps the first documents of a large collection in order when limited', () => {
    const docs: Record<string, Record<string, Value>> = {};
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 500; i++) docs[`r/d${i}`] = { n: integer(random() % 50), m: integer(random() % 3) };
    const db = database(docs);
    const base = { from: [{ collectionId: 'r' }], orderBy: [order('m', 'DESCENDING'), order('n')] };
    const all = run(db, base).paths;
    expect(all).toHaveLength(500);
    for (const [offset, limit] of [[0, 1], [0, 7], [3, 20], [10, 100], [0, 500]] as const) {
      expect(run(db, { ...base, offset, limit }).paths).toEqual(all.slice(offset, offset + limit));
    }
  });
});

describe('query execution: what a query reads', () => {
  const tree = database({
    'rooms/r1': { n: integer(1) },
    'rooms/r1/messages/m1': { n: integer(2) },
    'rooms/r1/messages/m2': { n: integer(3) },
    'rooms/r1/notes/x': { n: integer(4) },
    'rooms/r2/messages/m1': { n: integer(5) },
    'users/u/rooms/r9/messages/m1': { n: integer(6) },
  });

  it('reads one collection under a parent document', () => {
    expect(run(tree, { from: [{ collectionId: 'messages' }] }, 'rooms/r1').paths).toEqual(['rooms/r1/messages/m1', 'rooms/r1/messages/m2']);
  });

  it('reads a collection group at any depth, ordered by full path, with full-path cursors', () => {
    const group = { from: [{ collectionId: 'messages', allDescendants: true }], orderBy: [order('__name__')] };
    expect(run(tree, group).paths).toEqual([
      'rooms/r1/messages/m1', 'rooms/r1/messages/m2', 'rooms/r2/messages/m1', 'users/u/rooms/r9/messages/m1',
    ]);
    expect(run(tree, { ...group, startAt: { values: [ref('rooms/r1/messages/m2')], before: false } }).paths).toEqual([
      'rooms/r2/messages/m1', 'users/u/rooms/r9/messages/m1',
    ]);
    expect(run(tree, { from: [{ collectionId: 'messages', allDescendants: true }] }, 'users/u').paths).toEqual(['users/u/rooms/r9/messages/m1']);
  });

  it('reads every collection directly under the parent, or every descendant', () => {
    expect(run(tree, { from: [{ collectionId: '' }] }, 'rooms/r1').paths).toEqual(['rooms/r1/messages/m1', 'rooms/r1/messages/m2', 'rooms/r1/notes/x']);
    expect(run(tree, { from: [{ collectionId: '', allDescendants: true }] }, 'rooms/r2').paths).toEqual(['rooms/r2/messages/m1']);
  });

  it('leaves out documents that lack a required (aggregated) field', () => {
    const db = database({ 'c/a': { v: integer(1) }, 'c/b': { w: integer(1) }, 'c/c': { v: string('x') } });
    expect(run(db, { from: [{ collectionId: 'c' }] }, '', [['v']]).paths).toEqual(['c/a', 'c/c']);
  });
});

describe('query execution: findNearest', () => {
  const vector = (...xs: number[]): Value => ({
    kind: 'map',
    fields: new Map<string, Value>([
      ['__type__', string('__vector__')],
      ['value', { kind: 'array', values: xs.map(double) }],
    ]),
  });
  const db = database({
    'v/a': { e: vector(0, 0), kind: string('x') },
    'v/b': { e: vector(3, 4), kind: string('x') },
    'v/c': { e: vector(1, 1), kind: string('y') },
    'v/d': { e: vector(1, 1, 1), kind: string('x') },
  });
  const nearest = (extra: object) => ({
    from: [{ collectionId: 'v' }],
    findNearest: {
      vectorField: { fieldPath: 'e' },
      queryVector: { mapValue: { fields: { __type__: { stringValue: '__vector__' }, value: { arrayValue: { values: [{ doubleValue: 0 }, { doubleValue: 0 }] } } } } },
      distanceMeasure: 'EUCLIDEAN',
      limit: 10,
      ...extra,
    },
  });

  it('returns the nearest vectors of the same dimension, after the filters, within the threshold', () => {
    expect(run(db, nearest({})).paths).toEqual(['v/a', 'v/c', 'v/b']);
    expect(run(db, { ...nearest({ distanceThreshold: 2 }), where: { fieldFilter: { field: { fieldPath: 'kind' }, op: 'EQUAL', value: { stringValue: 'x' } } } }).paths).toEqual(['v/a']);
  });

  it('writes the distance into the result field', () => {
    const result = executeQuery(db, parseStructuredQuery(nearest({ distanceResultField: 'dist', limit: 3 }), ''));
    expect(result.documents.map((d) => d.fields.get('dist'))).toEqual([double(0), double(Math.SQRT2), double(5)]);
  });
});
