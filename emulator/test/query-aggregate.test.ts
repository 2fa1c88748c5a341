import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../src/firestore/document.js';
import { aggregatedFields, computeAggregations, parseAggregations } from '../src/firestore/query/aggregate.js';
import { ApiError } from '../src/shared/errors.js';
import { double, INT64_MAX, integer, NULL, string, type Value } from '../src/firestore/values.js';

const T0 = { seconds: 1, nanos: 0 };
const docs = (...values: (Value | undefined)[]): StoredDocument[] =>
  values.map((v, i) => ({ path: `c/d${i}`, fields: new Map(v ? [['v', v]] : []), createTime: T0, updateTime: T0 }));

const sumAvg = parseAggregations([
  { alias: 's', sum: { field: { fieldPath: 'v' } } },
  { alias: 'a', avg: { field: { fieldPath: 'v' } } },
]);

describe('aggregation parsing', () => {
  it('numbers unnamed aggregations among themselves and keeps the requested order', () => {
    const parsed = parseAggregations([{ count: {} }, { alias: 'total', sum: { field: { fieldPath: 'm.x' } } }, { avg: { field: { field_path: 'y' } } }]);
    expect(parsed.map((a) => a.alias)).toEqual(['field_1', 'total', 'field_2']);
    expect(aggregatedFields(parsed)).toEqual([['m', 'x'], ['y']]);
  });

  it('reads count up_to as an int64 string or number', () => {
    expect(parseAggregations([{ count: { up_to: '5' } }])[0]).toEqual({ alias: 'field_1', kind: 'count', upTo: 5n });
    expect(parseAggregations([{ count: { upTo: 7 } }])[0]).toEqual({ alias: 'field_1', kind: 'count', upTo: 7n });
  });

  it("rejects two operators in one aggregation as a malformed payload", () => {
    expect(() => parseAggregations([{ count: {}, sum: { field: { fieldPath: 'v' } } }])).toThrow(ApiError);
  });
});

describe('aggregation results', () => {
  it('counts up to the limit it was given', () => {
    const [count, capped] = computeAggregations(docs(NULL, NULL, NULL), parseAggregations([{ alias: 'n', count: {} }, { alias: 'm', count: { upTo: '2' } }]));
    expect(count).toEqual(['n', integer(3)]);
    expect(capped).toEqual(['m', integer(2)]);
  });

  it('sums integers exactly, as an integer when the total fits in int64', () => {
    expect(computeAggregations(docs(integer(INT64_MAX), integer(1), integer(-1)), sumAvg)[0]).toEqual(['s', integer(INT64_MAX)]);
    expect(computeAggregations(docs(integer(INT64_MAX), integer(1)), sumAvg)[0]).toEqual(['s', double(2 ** 63)]);
  });

  it('ignores non-numbers, and turns the sum into a double when a double is summed', () => {
    const result = computeAggregations(docs(integer(1), string('x'), double(0.5), NULL, undefined), sumAvg);
    expect(result).toEqual([['s', double(1.5)], ['a', double(0.75)]]);
  });

  it('answers 0 and null when there is nothing numeric', () => {
    expect(computeAggregations(docs(string('x')), sumAvg)).toEqual([['s', integer(0)], ['a', NULL]]);
  });
});
