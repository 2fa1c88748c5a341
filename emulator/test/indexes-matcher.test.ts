import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/shared/errors.js';
import { parseIndexConfig } from '../src/firestore/query/index-config.js';
import { createIndexChecker, noIndexCheck } from '../src/firestore/query/indexes.js';
import { parseStructuredQuery } from '../src/firestore/query/parse.js';

const DB = { project: 'demo-indexes', database: '(default)' };

type Op = '==' | '<' | '>' | '!=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any' | 'is-null' | 'is-not-null';
type Cond = [string, Op, unknown?];

const OPS: Record<Exclude<Op, 'is-null' | 'is-not-null'>, string> = {
  '==': 'EQUAL', '<': 'LESS_THAN', '>': 'GREATER_THAN', '!=': 'NOT_EQUAL', in: 'IN', 'not-in': 'NOT_IN',
  'array-contains': 'ARRAY_CONTAINS', 'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

const value = (v: unknown): unknown =>
  Array.isArray(v) ? { arrayValue: { values: v.map(value) } } : typeof v === 'number' ? { integerValue: String(v) } : { stringValue: v };

function filter([field, op, v]: Cond): unknown {
  if (op === 'is-null' || op === 'is-not-null') {
    return { unaryFilter: { field: { fieldPath: field }, op: op === 'is-null' ? 'IS_NULL' : 'IS_NOT_NULL' } };
  }
  return { fieldFilter: { field: { fieldPath: field }, op: OPS[op], value: value(v) } };
}

interface Spec {
  from?: string;
  group?: boolean;
  where?: Cond[];
  or?: Cond[][];
  orderBy?: [string, 'asc' | 'desc'][];
}

/** A query as the lite SDK sends it: explicit orders plus __name__ in the last direction. */
function query(spec: Spec) {
  const orders = (spec.orderBy ?? []).map(([f, d]) => ({
    field: { fieldPath: f },
    direction: d === 'desc' ? 'DESCENDING' : 'ASCENDING',
  }));
  const and = (conds: Cond[]): unknown =>
    conds.length === 1 ? filter(conds[0]!) : { compositeFilter: { op: 'AND', filters: conds.map(filter) } };
  const where = spec.or
    ? { compositeFilter: { op: 'OR', filters: spec.or.map(and) } }
    : spec.where?.length ? and(spec.where) : undefined;
  return parseStructuredQuery(
    {
      from: [{ collectionId: spec.from ?? 'articles', ...(spec.group && { allDescendants: true }) }],
      ...(where !== undefined && { where }),
      ...(orders.length && { orderBy: orders }),
    },
    '',
  );
}

const composite = (fields: [string, string][], queryScope = 'COLLECTION', collectionGroup = 'articles') => ({
  collectionGroup,
  queryScope,
  fields: fields.map(([fieldPath, mode]) => (mode === 'CONTAINS' ? { fieldPath, arrayConfig: mode } : { fieldPath, order: mode })),
});

function checker(indexes: unknown[] = [], fieldOverrides: unknown[] = []) {
  return createIndexChecker(parseIndexConfig({ indexes, fieldOverrides }));
}

/** The error of a query that needs an index, or undefined when it is served. */
function missing(spec: Spec, indexes: unknown[] = [], overrides: unknown[] = [], aggregated?: string[][]): ApiError | undefined {
  try {
    checker(indexes, overrides).check(DB, query(spec), aggregated);
    return undefined;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
}

const needsIndex = (spec: Spec, indexes: unknown[] = [], overrides: unknown[] = []): boolean =>
  missing(spec, indexes, overrides) !== undefined;

/** The JSON entry the error message asks to paste into firestore.indexes.json. */
function suggested(err: ApiError): unknown {
  return JSON.parse(err.message.slice(err.message.indexOf('{')));
}

describe('index check: queries served by automatic single-field indexes', () => {
  it.each<[string, Spec]>([
    ['no filter', {}],
    ['one equality', { where: [['status', '==', 'published']] }],
    ['a range on one field', { where: [['viewCount', '>', 10]] }],
    ['a range and orderBy on that field', { where: [['viewCount', '>', 10]], orderBy: [['viewCount', 'desc']] }],
    ['orderBy one field, descending', { orderBy: [['publishedAt', 'desc']] }],
    ['!= on one field', { where: [['status', '!=', 'draft']] }],
    ['not-in on one field', { where: [['status', 'not-in', ['draft']]] }],
    ['is not null', { where: [['status', 'is-not-null']] }],
    ['array-contains', { where: [['tags', 'array-contains', 'x']] }],
    ['in', { where: [['category', 'in', ['a', 'b']]] }],
    ['two ranges on one field', { where: [['viewCount', '>', 1], ['viewCount', '<', 9]] }],
    ['equality and orderBy on the same field', { where: [['status', '==', 'x']], orderBy: [['status', 'asc']] }],
    ['orderBy __name__ only', { orderBy: [['__name__', 'asc']] }],
  ])('%s', (_, spec) => {
    expect(needsIndex(spec)).toBe(false);
  });

  it('serves an equality with a __name__ range and either key direction', () => {
    const q = parseStructuredQuery(
      {
        from: [{ collectionId: 'articles' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              filter(['status', '==', 'x']),
              {
                fieldFilter: {
                  field: { fieldPath: '__name__' },
                  op: 'GREATER_THAN',
                  value: { referenceValue: 'projects/demo-indexes/databases/(default)/documents/articles/a' },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: '__name__' }, direction: 'DESCENDING' }],
      },
      '',
    );
    expect(() => checker().check(DB, q)).not.toThrow();
  });

  it('merges single-field indexes for equality-only filters on several fields', () => {
    expect(needsIndex({ where: [['status', '==', 'p'], ['category', '==', 'c'], ['author.id', '==', 'u']] })).toBe(false);
    expect(needsIndex({ where: [['status', '==', 'p'], ['tags', 'array-contains', 'x']] })).toBe(false);
    expect(needsIndex({ where: [['status', '==', 'p'], ['category', 'in', ['a', 'b']]] })).toBe(false);
    expect(needsIndex({ where: [['status', '==', 'p'], ['category', '==', 'c']], orderBy: [['__name__', 'desc']] })).toBe(false);
  });

  it('runs OR queries as one scan per disjunction', () => {
    expect(needsIndex({ or: [[['status', '==', 'a']], [['category', '==', 'b']]] })).toBe(false);
    expect(needsIndex({ or: [[['viewCount', '<', 2]], [['viewCount', '>', 9]]] })).toBe(false);
  });
});

describe('index check: queries that need a composite index', () => {
  it.each<[string, Spec, unknown]>([
    [
      'equality + orderBy another field',
      { where: [['status', '==', 'published']], orderBy: [['publishedAt', 'desc']] },
      composite([['status', 'ASCENDING'], ['publishedAt', 'DESCENDING']]),
    ],
    [
      'equality + range on another field',
      { where: [['status', '==', 'published'], ['viewCount', '>', 3]] },
      composite([['status', 'ASCENDING'], ['viewCount', 'ASCENDING']]),
    ],
    [
      'array-contains + orderBy',
      { where: [['tags', 'array-contains', 'x']], orderBy: [['publishedAt', 'desc']] },
      composite([['tags', 'CONTAINS'], ['publishedAt', 'DESCENDING']]),
    ],
    [
      'two inequality fields (ordered by field path)',
      { where: [['viewCount', '>', 1], ['likeCount', '<', 9]] },
      composite([['likeCount', 'ASCENDING'], ['viewCount', 'ASCENDING']]),
    ],
    [
      'orderBy two fields',
      { orderBy: [['category', 'asc'], ['publishedAt', 'desc']] },
      composite([['category', 'ASCENDING'], ['publishedAt', 'DESCENDING']]),
    ],
    [
      '!= + orderBy another field (explicit order first)',
      { where: [['status', '!=', 'draft']], orderBy: [['publishedAt', 'desc']] },
      composite([['publishedAt', 'DESCENDING'], ['status', 'DESCENDING']]),
    ],
    [
      'in + orderBy another field',
      { where: [['category', 'in', ['a', 'b']]], orderBy: [['publishedAt', 'desc']] },
      composite([['category', 'ASCENDING'], ['publishedAt', 'DESCENDING']]),
    ],
    [
      'two equalities + orderBy',
      { where: [['status', '==', 'p'], ['category', '==', 'c']], orderBy: [['publishedAt', 'desc']] },
      composite([['status', 'ASCENDING'], ['category', 'ASCENDING'], ['publishedAt', 'DESCENDING']]),
    ],
  ])('%s', (_, spec, expected) => {
    const err = missing(spec);
    expect(err?.status).toBe('FAILED_PRECONDITION');
    expect(err?.httpStatus).toBe(400);
    expect(err?.message).toMatch(/^The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/demo-indexes\/firestore\/indexes\?create_composite=[A-Za-z0-9+/]+ /);
    expect(suggested(err!)).toEqual(expected);
    // The suggested entry is exactly what the query needs.
    expect(needsIndex(spec, [expected])).toBe(false);
  });

  it('needs an index for each disjunction of an OR query with an order', () => {
    const spec: Spec = { or: [[['status', '==', 'a']], [['category', '==', 'b']]], orderBy: [['publishedAt', 'desc']] };
    const status = composite([['status', 'ASCENDING'], ['publishedAt', 'DESCENDING']]);
    const category = composite([['category', 'ASCENDING'], ['publishedAt', 'DESCENDING']]);
    expect(suggested(missing(spec)!)).toEqual(status);
    expect(suggested(missing(spec, [status])!)).toEqual(category);
    expect(needsIndex(spec, [status, category])).toBe(false);
  });

  it('links to the console with the index encoded as production does', () => {
    const err = missing({ where: [['status', '==', 'p']], orderBy: [['publishedAt', 'desc']] })!;
    const encoded = /create_composite=([A-Za-z0-9+/]+)/.exec(err.message)![1]!;
    const proto = Buffer.from(encoded, 'base64').toString('latin1');
    expect(proto).toContain('projects/demo-indexes/databases/(default)/collectionGroups/articles/indexes/_');
    expect(proto.indexOf('status')).toBeLessThan(proto.indexOf('publishedAt'));
    expect(proto.indexOf('publishedAt')).toBeLessThan(proto.indexOf('__name__'));
  });

  it('names __name__ when the key runs against the last field', () => {
    const spec: Spec = { orderBy: [['publishedAt', 'desc'], ['__name__', 'asc']] };
    const expected = composite([['publishedAt', 'DESCENDING'], ['__name__', 'ASCENDING']]);
    expect(suggested(missing(spec)!)).toEqual(expected);
    expect(needsIndex(spec, [expected])).toBe(false);
  });
});

describe('index check: matching listed composite indexes', () => {
  const spec: Spec = { where: [['status', '==', 'p'], ['category', '==', 'c']], orderBy: [['publishedAt', 'desc']] };

  it('accepts the equality fields in any order and either direction', () => {
    expect(needsIndex(spec, [composite([['category', 'DESCENDING'], ['status', 'ASCENDING'], ['publishedAt', 'DESCENDING']])])).toBe(false);
  });

  it('rejects an index whose order field runs the other way', () => {
    expect(needsIndex(spec, [composite([['status', 'ASCENDING'], ['category', 'ASCENDING'], ['publishedAt', 'ASCENDING']])])).toBe(true);
  });

  it('rejects an index with the order field before an equality field', () => {
    expect(needsIndex(spec, [composite([['status', 'ASCENDING'], ['publishedAt', 'DESCENDING'], ['category', 'ASCENDING']])])).toBe(true);
  });

  it('rejects an index with fields the query does not use', () => {
    expect(needsIndex(spec, [composite([['status', 'ASCENDING'], ['category', 'ASCENDING'], ['title', 'ASCENDING'], ['publishedAt', 'DESCENDING']])])).toBe(true);
  });

  it('rejects an index of another collection, or of the other scope', () => {
    const fields: [string, string][] = [['status', 'ASCENDING'], ['category', 'ASCENDING'], ['publishedAt', 'DESCENDING']];
    expect(needsIndex(spec, [composite(fields, 'COLLECTION', 'posts')])).toBe(true);
    expect(needsIndex(spec, [composite(fields, 'COLLECTION_GROUP')])).toBe(true);
  });

  it('merges composite indexes that share the order fields', () => {
    const byStatus = composite([['status', 'ASCENDING'], ['publishedAt', 'DESCENDING']]);
    const byCategory = composite([['category', 'ASCENDING'], ['publishedAt', 'DESCENDING']]);
    expect(needsIndex(spec, [byStatus])).toBe(true);
    expect(needsIndex(spec, [byStatus, byCategory])).toBe(false);
  });

  it('checks the direction of __name__, implicit or explicit', () => {
    const asc: Spec = { where: [['status', '==', 'p']], orderBy: [['publishedAt', 'desc'], ['__name__', 'asc']] };
    const desc: Spec = { where: [['status', '==', 'p']], orderBy: [['publishedAt', 'desc']] };
    const implicit = composite([['status', 'ASCENDING'], ['publishedAt', 'DESCENDING']]);
    const explicitAsc = composite([['status', 'ASCENDING'], ['publishedAt', 'DESCENDING'], ['__name__', 'ASCENDING']]);
    expect(needsIndex(desc, [implicit])).toBe(false);
    expect(needsIndex(asc, [implicit])).toBe(true);
    expect(needsIndex(asc, [explicitAsc])).toBe(false);
    expect(needsIndex(desc, [explicitAsc])).toBe(true);
  });

  it('needs the array-contains field as CONTAINS, not as an order', () => {
    const q: Spec = { where: [['tags', 'array-contains', 'x']], orderBy: [['publishedAt', 'desc']] };
    expect(needsIndex(q, [composite([['tags', 'ASCENDING'], ['publishedAt', 'DESCENDING']])])).toBe(true);
    expect(needsIndex(q, [composite([['tags', 'CONTAINS'], ['publishedAt', 'DESCENDING']])])).toBe(false);
  });
});

describe('index check: collection groups and field overrides', () => {
  const override = (fieldPath: string, indexes: { order?: string; arrayConfig?: string; queryScope: string }[]) => ({
    collectionGroup: 'likes',
    fieldPath,
    indexes,
  });

  it('needs no index for a collection group scanned by key', () => {
    expect(needsIndex({ from: 'likes', group: true })).toBe(false);
  });

  it('has no automatic single-field index at collection-group scope', () => {
    const err = missing({ from: 'likes', group: true, where: [['uid', '==', 'u1']] });
    expect(err?.message).toMatch(/^The query requires an index\. It needs a COLLECTION_GROUP_ASC index for collection likes and field uid/);
    expect(suggested(err!)).toEqual(override('uid', [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }]));
  });

  it('uses a collection-group override, and still the collection-scope defaults without one', () => {
    const groupAsc = override('uid', [{ order: 'ASCENDING', queryScope: 'COLLECTION' }, { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }]);
    expect(needsIndex({ from: 'likes', group: true, where: [['uid', '==', 'u1']] }, [], [groupAsc])).toBe(false);
    expect(needsIndex({ from: 'likes', group: true, orderBy: [['uid', 'desc']] }, [], [groupAsc])).toBe(true);
    expect(needsIndex({ from: 'likes', where: [['uid', '==', 'u1']] })).toBe(false);
  });

  it('serves collection-group composite queries from collection-group composites only', () => {
    const spec: Spec = { from: 'likes', group: true, where: [['uid', '==', 'u']], orderBy: [['createdAt', 'desc']] };
    const fields: [string, string][] = [['uid', 'ASCENDING'], ['createdAt', 'DESCENDING']];
    expect(suggested(missing(spec)!)).toEqual(composite(fields, 'COLLECTION_GROUP', 'likes'));
    expect(needsIndex(spec, [composite(fields, 'COLLECTION', 'likes')])).toBe(true);
    expect(needsIndex(spec, [composite(fields, 'COLLECTION_GROUP', 'likes')])).toBe(false);
  });

  it('honours exemptions that remove single-field indexes, also for subfields and "*"', () => {
    expect(needsIndex({ from: 'likes', orderBy: [['meta', 'asc']] }, [], [override('meta', [])])).toBe(true);
    expect(needsIndex({ from: 'likes', where: [['meta.a', '==', 1]] }, [], [override('meta', [])])).toBe(true);
    expect(needsIndex({ from: 'likes', where: [['meta.a', '==', 1]] }, [], [override('*', [])])).toBe(true);
    expect(needsIndex({ from: 'likes', where: [['tags', 'array-contains', 'x']] }, [], [override('tags', [{ order: 'ASCENDING', queryScope: 'COLLECTION' }])])).toBe(true);
  });
});

describe('index check: aggregations', () => {
  it('needs the summed field indexed after the equality fields, in either direction', () => {
    const spec: Spec = { where: [['status', '==', 'p']] };
    expect(missing(spec, [], [], [])).toBeUndefined();
    expect(missing({}, [], [], [['viewCount']])).toBeUndefined();
    const err = missing(spec, [], [], [['viewCount']]);
    expect(suggested(err!)).toEqual(composite([['status', 'ASCENDING'], ['viewCount', 'ASCENDING']]));
    expect(missing(spec, [composite([['status', 'ASCENDING'], ['viewCount', 'DESCENDING']])], [], [['viewCount']])).toBeUndefined();
  });
});

describe('noIndexCheck', () => {
  it('accepts anything', () => {
    expect(() => noIndexCheck.check(DB, query({ where: [['a', '==', 1]], orderBy: [['b', 'desc']] }))).not.toThrow();
  });
});
