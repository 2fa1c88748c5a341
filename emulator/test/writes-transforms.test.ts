/**
 * Field transforms on their own: number rules, array rules, order, and paths through
 * values that are not maps.
 */
import { describe, expect, it } from 'vitest';
import type { FieldPath } from '../src/firestore/paths.js';
import { double, integer, INT64_MAX, INT64_MIN, NULL, string, type MapFields, type Value } from '../src/firestore/values.js';
import { applyTransforms } from '../src/firestore/writes/transforms.js';
import type { FieldTransform } from '../src/firestore/writes/types.js';

const TIME = { seconds: 1_700_000_000, nanos: 123_456_000 };
const field = (name: string): FieldPath => name.split('.');
const fields = (entries: Record<string, Value>): MapFields => new Map(Object.entries(entries));
const array = (...values: Value[]): Value => ({ kind: 'array', values });

function run(stored: Record<string, Value>, ...transforms: FieldTransform[]): { fields: MapFields; results: Value[] } {
  return applyTransforms(fields(stored), transforms, TIME);
}

const op = (kind: 'increment' | 'maximum' | 'minimum', path: string, operand: Value): FieldTransform => ({
  field: field(path),
  kind,
  operand,
});

describe('increment', () => {
  it('adds integers, saturating at the int64 bounds', () => {
    const out = run(
      { a: integer(5), big: integer(INT64_MAX), small: integer(INT64_MIN) },
      op('increment', 'a', integer(3)),
      op('increment', 'big', integer(1)),
      op('increment', 'small', integer(-1)),
    );
    expect(out.results).toEqual([integer(8), integer(INT64_MAX), integer(INT64_MIN)]);
  });

  it('gives a double when either side is one', () => {
    const out = run({ i: integer(5), d: double(1.5) }, op('increment', 'i', double(2.5)), op('increment', 'd', integer(2)));
    expect(out.results).toEqual([double(7.5), double(3.5)]);
  });

  it('sets a missing or non-numeric field to the operand', () => {
    const out = run({ s: string('x') }, op('increment', 's', integer(7)), op('increment', 'missing', double(0.5)));
    expect(out.results).toEqual([integer(7), double(0.5)]);
    expect(out.fields.get('s')).toEqual(integer(7));
  });
});

describe('maximum and minimum', () => {
  it('keeps the stored value when equal, takes the operand with its type when beyond', () => {
    const out = run(
      { a: integer(3), b: integer(3), c: integer(3), lo: integer(3) },
      op('maximum', 'a', integer(5)),
      op('maximum', 'b', double(3)),
      op('maximum', 'c', double(2.5)),
      op('minimum', 'lo', double(2.5)),
    );
    expect(out.results).toEqual([integer(5), integer(3), integer(3), double(2.5)]);
  });

  it('lets NaN win on either side', () => {
    const out = run({ n: integer(1), m: double(NaN) }, op('maximum', 'n', double(NaN)), op('minimum', 'm', integer(0)));
    expect(out.results).toEqual([double(NaN), double(NaN)]);
  });
});

describe('array transforms', () => {
  const union = (path: string, ...elements: Value[]): FieldTransform => ({ field: field(path), kind: 'appendMissingElements', elements });
  const remove = (path: string, ...elements: Value[]): FieldTransform => ({ field: field(path), kind: 'removeAllFromArray', elements });

  it('appends only missing elements, equal across int and double, NaN equal to NaN', () => {
    const out = run(
      { a: array(integer(1), string('a')) },
      union('a', double(1), string('b'), string('b'), NULL),
      union('fresh', double(NaN), double(NaN)),
    );
    expect(out.fields.get('a')).toEqual(array(integer(1), string('a'), string('b'), NULL));
    expect(out.fields.get('fresh')).toEqual(array(double(NaN)));
    expect(out.results).toEqual([NULL, NULL]);
  });

  it('removes every equal element, and leaves an empty array where there was none', () => {
    const out = run({ a: array(integer(1), double(1), integer(2), NULL), s: integer(5) }, remove('a', integer(1), NULL), remove('s', integer(5)));
    expect(out.fields.get('a')).toEqual(array(integer(2)));
    expect(out.fields.get('s')).toEqual(array());
  });
});

describe('application', () => {
  it('writes the given time for a server timestamp', () => {
    const out = run({}, { field: field('m.at'), kind: 'serverTime' });
    expect(out.results).toEqual([{ kind: 'timestamp', value: TIME }]);
    expect(out.fields.get('m')).toEqual({ kind: 'map', fields: fields({ at: { kind: 'timestamp', value: TIME } }) });
  });

  it('applies transforms in order, each seeing the one before', () => {
    const out = run({}, op('increment', 'a', integer(1)), op('increment', 'a', integer(2)));
    expect(out.results).toEqual([integer(1), integer(3)]);
  });

  it('replaces a non-map value on the way to a nested field', () => {
    const out = run({ a: integer(1) }, op('increment', 'a.b', integer(1)));
    expect(out.fields.get('a')).toEqual({ kind: 'map', fields: fields({ b: integer(1) }) });
  });
});
