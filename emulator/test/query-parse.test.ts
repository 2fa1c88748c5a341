import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/shared/errors.js';
import { effectiveOrderBy } from '../src/firestore/query/order.js';
import { parseStructuredQuery } from '../src/firestore/query/parse.js';

const field = (fieldPath: string, op: string, value: unknown = { integerValue: '1' }) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
const order = (fieldPath: string, direction = 'ASCENDING') => ({ field: { fieldPath }, direction });

/** Parses a query over collection `c` unless the JSON names its own `from`. */
const parse = (json: object) => parseStructuredQuery({ from: [{ collectionId: 'c' }], ...json }, '');

function failure(json: object): { status: string; message: string } {
  try {
    parse(json);
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('the query parsed');
}

const ordersOf = (json: object) => effectiveOrderBy(parse(json)).map((o) => `${o.field.join('.')} ${o.direction}`);

describe('StructuredQuery parsing', () => {
  it('reads the query as the lite SDK sends it', () => {
    const q = parse({
      from: [{ collectionId: 'posts' }],
      where: and(field('owner', 'EQUAL', { stringValue: 'alice' }), field('n', 'GREATER_THAN', { integerValue: '3' })),
      orderBy: [order('n', 'DESCENDING'), order('__name__', 'DESCENDING')],
      startAt: { before: false, values: [{ integerValue: '5' }] },
      limit: 10,
    });
    expect(q).toMatchObject({ parent: '', collectionId: 'posts', allDescendants: false, offset: 0, limit: 10 });
    expect(q.where).toEqual({
      type: 'composite',
      op: 'AND',
      filters: [
        { type: 'field', field: ['owner'], op: 'EQUAL', value: { kind: 'string', value: 'alice' } },
        { type: 'field', field: ['n'], op: 'GREATER_THAN', value: { kind: 'integer', value: 3n } },
      ],
    });
    expect(q.startAt).toEqual({ before: false, values: [{ kind: 'integer', value: 5n }] });
  });

  it('accepts snake_case keys, wrapped and string int32s, null as "not set"', () => {
    const q = parse({ from: [{ collection_id: 'c', all_descendants: true }], limit: { value: 3 }, offset: '2', where: null });
    expect(q).toMatchObject({ collectionId: 'c', allDescendants: true, limit: 3, offset: 2 });
    expect(q.where).toBeUndefined();
  });

  it('keeps only field paths in a projection (__name__ means "no fields")', () => {
    expect(parse({ select: { fields: [{ fieldPath: '__name__' }, { fieldPath: 'a.b' }] } }).select).toEqual([['a', 'b']]);
    expect(parse({ select: {} }).select).toEqual([]);
    expect(parse({}).select).toBeUndefined();
  });

  it.each([
    [{ form: [] }],
    [{ from: [{ collectionId: 'c', extra: 1 }] }],
    [{ where: { fieldFilter: field('a', 'EQUAL').fieldFilter, unaryFilter: {} } }],
    [{ where: field('a', 'ALMOST_EQUAL') }],
    [{ orderBy: [order('a', 'SIDEWAYS')] }],
    [{ limit: 1.5 }],
    [{ startAt: { values: {} } }],
  ])('rejects a malformed message as Google does: %j', (json) => {
    expect(failure(json)).toEqual({ status: 'INVALID_ARGUMENT', message: "Payload isn't valid for request." });
  });

  it('rejects unquoted field names that need quotes', () => {
    expect(failure({ orderBy: [order('a b')] }).message).toMatch(/^Invalid property path "a b"\. Unquoted property paths/);
    expect(parse({ orderBy: [order('`a b`.c')] }).orderBy[0]!.field).toEqual(['a b', 'c']);
  });
});

describe('the effective order of results', () => {
  it('adds __name__ in the direction of the last order', () => {
    expect(ordersOf({})).toEqual(['__name__ ASCENDING']);
    expect(ordersOf({ orderBy: [order('a'), order('b', 'DESCENDING')] })).toEqual(['a ASCENDING', 'b DESCENDING', '__name__ DESCENDING']);
  });

  it('adds inequality fields after the explicit orders, sorted by field path', () => {
    const q = { where: and(field('z', 'GREATER_THAN'), field('m.x', 'NOT_EQUAL'), field('b', 'EQUAL')), orderBy: [order('y', 'DESCENDING')] };
    expect(ordersOf(q)).toEqual(['y DESCENDING', 'm.x DESCENDING', 'z DESCENDING', '__name__ DESCENDING']);
  });

  it('does not repeat a field that is already ordered, and counts unary inequalities', () => {
    const q = { where: { unaryFilter: { field: { fieldPath: 'a' }, op: 'IS_NOT_NULL' } }, orderBy: [order('a', 'DESCENDING')] };
    expect(ordersOf(q)).toEqual(['a DESCENDING', '__name__ DESCENDING']);
  });

  it('takes inequalities inside OR branches into account', () => {
    const q = { where: { compositeFilter: { op: 'OR', filters: [field('a', 'EQUAL'), field('c', 'LESS_THAN')] } } };
    expect(ordersOf(q)).toEqual(['c ASCENDING', '__name__ ASCENDING']);
  });
});

describe('query validation beyond the recordings', () => {
  it('counts disjunctions through nested ANDs and ORs', () => {
    const in5 = field('a', 'IN', { arrayValue: { values: [1, 2, 3, 4, 5].map((n) => ({ integerValue: String(n) })) } });
    const or7 = { compositeFilter: { op: 'OR', filters: [1, 2, 3, 4, 5, 6, 7].map((n) => field('b', 'EQUAL', { integerValue: String(n) })) } };
    expect(failure({ where: and(in5, or7) }).message).toBe(
      'Too many disjunctions after normalization. Result had 35 disjunctions which is more than the maximum of 30',
    );
    expect(() => parse({ where: { compositeFilter: { op: 'OR', filters: [in5, or7] } } })).not.toThrow();
  });

  it('allows a descending key order once another field is filtered', () => {
    expect(failure({ orderBy: [order('__name__', 'DESCENDING')] }).status).toBe('FAILED_PRECONDITION');
    expect(() => parse({ where: field('a', 'EQUAL'), orderBy: [order('__name__', 'DESCENDING')] })).not.toThrow();
  });

  it('checks __name__ cursor values against the explicit order only', () => {
    const ref = { referenceValue: 'projects/p/databases/(default)/documents/c/d' };
    expect(() => parse({ orderBy: [order('a'), order('__name__')], startAt: { values: [{ integerValue: '1' }, ref] } })).not.toThrow();
    expect(failure({ orderBy: [order('a'), order('__name__')], endAt: { values: [{ integerValue: '1' }, { integerValue: '2' }] } }).message).toBe(
      'Cursor __key__ value is not a document reference.',
    );
  });
});
