/**
 * The write engine: masks, sequential writes to one document, no-op writes, preconditions,
 * and that a plan touches nothing until applied.
 */
import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../src/firestore/document.js';
import { Database } from '../src/firestore/store.js';
import { integer, type MapFields, type Value } from '../src/firestore/values.js';
import { applyPlan, planCommit } from '../src/firestore/writes/plan-commit.js';
import type { Write } from '../src/firestore/writes/types.js';

const DB = { project: 'p', database: '(default)' };
const T0 = { seconds: 100, nanos: 0 };
const T1 = { seconds: 200, nanos: 5000 };
const fields = (entries: Record<string, Value>): MapFields => new Map(Object.entries(entries));
const map = (entries: Record<string, Value>): Value => ({ kind: 'map', fields: fields(entries) });

function seeded(docs: Record<string, Record<string, Value>>): Database {
  const db = new Database();
  for (const [path, f] of Object.entries(docs)) db.put({ path, fields: fields(f), createTime: T0, updateTime: T0 });
  return db;
}

const set = (path: string, f: Record<string, Value>, extra: Partial<Write> = {}): Write => ({
  kind: 'update',
  path,
  fields: fields(f),
  transforms: [],
  ...extra,
});

describe('planCommit', () => {
  it('takes only the masked paths, deleting masked paths absent from the fields', () => {
    const db = seeded({ 'c/d': { a: integer(1), b: integer(2), c: map({ x: integer(1), y: integer(2) }) } });
    const write = set('c/d', { a: integer(10), c: map({ x: integer(5) }), e: integer(9) }, { mask: [['a'], ['c', 'x'], ['b']] });
    const plan = planCommit(DB, db, [write], T1);
    expect(plan.changes.get('c/d')?.fields).toEqual(fields({ a: integer(10), c: map({ x: integer(5), y: integer(2) }) }));
  });

  it('applies writes to one document in order, all at the commit time', () => {
    const db = seeded({});
    const plan = planCommit(DB, db, [set('c/d', { a: integer(1) }), set('c/d', { b: integer(2) }, { mask: [['b']] })], T1);
    expect(plan.changes.get('c/d')).toEqual({ path: 'c/d', fields: fields({ a: integer(1), b: integer(2) }), createTime: T1, updateTime: T1 });
    expect(plan.results).toEqual([{ updateTime: T1 }, { updateTime: T1 }]);
    expect(plan.planned.map((w) => w.method)).toEqual(['create', 'update']);
  });

  it('keeps the stored document and its update time for a write that changes nothing', () => {
    const db = seeded({ 'c/d': { a: integer(1) } });
    const stored = db.get('c/d');
    const plan = planCommit(DB, db, [set('c/d', { a: integer(1) })], T1);
    expect(plan.changes.get('c/d')).toBe(stored);
    expect(plan.results).toEqual([{ updateTime: T0 }]);
  });

  it('treats 1 and 1.0 as a change', () => {
    const db = seeded({ 'c/d': { a: integer(1) } });
    const plan = planCommit(DB, db, [set('c/d', { a: { kind: 'double', value: 1 } })], T1);
    expect(plan.results).toEqual([{ updateTime: T1 }]);
  });

  it('reports deletes and verifies without an update time', () => {
    const db = seeded({ 'c/d': { a: integer(1) } });
    const plan = planCommit(
      DB,
      db,
      [
        { kind: 'verify', path: 'c/d', transforms: [], precondition: { exists: true } },
        { kind: 'delete', path: 'c/e', transforms: [] },
      ],
      T1,
    );
    expect(plan.results).toEqual([{}, {}]);
    expect(plan.changes.has('c/d')).toBe(false);
    expect(plan.changes.get('c/e')).toBeNull();
  });

  it('fails on the first unmet precondition, seeing earlier writes of the commit', () => {
    const db = seeded({});
    const create = set('c/d', {}, { precondition: { exists: false } });
    expect(() => planCommit(DB, db, [create, create], T1)).toThrow(/entity already exists: EntityRef\[partitionRef=dev~p, path=\/c\/d\]/);
    expect(() => planCommit(DB, db, [set('c/x/s/y', {}, { precondition: { exists: true } })], T1)).toThrow(
      'no entity to update: app: "dev~p"\npath <\n  Element {\n    type: "c"\n    name: "x"\n  }\n  Element {\n    type: "s"\n    name: "y"\n  }\n>\n',
    );
  });

  it('compares update-time preconditions at microsecond precision', () => {
    const db = seeded({ 'c/d': {} });
    expect(() => planCommit(DB, db, [set('c/d', {}, { precondition: { updateTime: { seconds: 100, nanos: 999 } } })], T1)).not.toThrow();
    expect(() => planCommit(DB, db, [set('c/d', {}, { precondition: { updateTime: T1 } })], T1)).toThrow(
      'the stored version (100000000) does not match the required base version (200000005)',
    );
  });

  it('changes nothing until applied, then everything', () => {
    const db = seeded({ 'c/gone': {} });
    const plan = planCommit(DB, db, [set('c/new', { a: integer(1) }), { kind: 'delete', path: 'c/gone', transforms: [] }], T1);
    expect(db.get('c/new')).toBeUndefined();
    expect(plan.after.get('c/new')?.fields.get('a')).toEqual(integer(1));
    expect(plan.after.get('c/gone')).toBeUndefined();
    applyPlan(db, plan);
    expect(db.get('c/new')).toEqual<StoredDocument>({ path: 'c/new', fields: fields({ a: integer(1) }), createTime: T1, updateTime: T1 });
    expect(db.get('c/gone')).toBeUndefined();
  });

  it('rejects a document over 1 MiB', () => {
    const big: Value = { kind: 'string', value: 'x'.repeat(600_000) };
    expect(() => planCommit(DB, seeded({}), [set('c/d', { a: big, b: big })], T1)).toThrow('maximum entity size is 1048576 bytes');
  });
});
