/**
 * Aggregations (count, sum, avg) of a StructuredAggregationQuery: parsing with Google's
 * messages and computing them over a query's results (docs/emulator.md §3.8, oracle/aggregations.json).
 *
 * Like Google's emulator, a query with sum/avg over a field only considers documents that
 * have that field (it is read from the field's index), which also changes `count` beside it.
 * Integer sums are exact and stay integers when the total fits in int64 (even if a partial
 * sum overflowed); any double, or a total out of range, makes the sum a double.
 */
import { invalidArgument, invalidPayload } from '../../shared/errors.js';
import type { StoredDocument } from '../document.js';
import { isNameField, type FieldPath } from '../paths.js';
import { double, INT64_MAX, INT64_MIN, integer, NULL, type Value } from '../values.js';
import { fieldReader } from './match.js';
import { parseFieldReference, parseList, readObject } from './parse-json.js';

export type Aggregation =
  | { readonly alias: string; readonly kind: 'count'; readonly upTo?: bigint }
  | { readonly alias: string; readonly kind: 'sum' | 'avg'; readonly field: FieldPath };

const MAX_AGGREGATIONS = 5;
const RESERVED = /^__.*__$/;

function parseUpTo(json: unknown): bigint | undefined {
  const { upTo } = readObject(json, ['upTo']);
  if (upTo === undefined) return undefined;
  const text = typeof upTo === 'number' && Number.isInteger(upTo) ? String(upTo) : upTo;
  if (typeof text !== 'string' || !/^-?\d+$/.test(text)) throw invalidPayload();
  const n = BigInt(text);
  if (n < 0n) throw invalidArgument('The `up_to` value in a COUNT aggregation must be greater than or equal to zero.');
  return n;
}

function parseField(json: unknown): FieldPath {
  const field = parseFieldReference(readObject(json, ['field']).field);
  if (isNameField(field)) throw invalidArgument('Aggregations are not supported for the property: __key__');
  return field;
}

type Unnamed = { alias?: string } & (
  | { kind: 'count'; upTo?: bigint }
  | { kind: 'sum' | 'avg'; field: FieldPath }
);

function parseOne(json: unknown): Unnamed {
  const a = readObject(json, ['alias', 'count', 'sum', 'avg']);
  if (a.alias !== undefined && typeof a.alias !== 'string') throw invalidPayload();
  const alias = a.alias === '' ? undefined : a.alias;
  const operators = ['count', 'sum', 'avg'].filter((k) => a[k] !== undefined);
  if (operators.length === 0) throw invalidArgument('Operator field in Aggregation is not set.');
  if (operators.length > 1) throw invalidPayload();
  if (a.count !== undefined) {
    const upTo = parseUpTo(a.count);
    return { alias, kind: 'count', ...(upTo !== undefined && { upTo }) };
  }
  const kind = a.sum !== undefined ? 'sum' : 'avg';
  return { alias, kind, field: parseField(a[kind]) };
}

export function parseAggregations(json: unknown): Aggregation[] {
  const list = parseList(json);
  if (list.length === 0) throw invalidArgument('Aggregations can not be empty.');
  if (list.length > MAX_AGGREGATIONS) {
    throw invalidArgument(
      `The maximum number of aggregations allowed in an aggregation query is ${MAX_AGGREGATIONS}. Received: ${list.length}`,
    );
  }
  let unnamed = 0;
  const seen = new Set<string>();
  return list.map(parseOne).map((a) => {
    // Unnamed aggregations are numbered among themselves: field_1, field_2, …
    const alias = a.alias ?? `field_${++unnamed}`;
    if (RESERVED.test(alias)) throw invalidArgument(`The property.name "${alias}" is reserved.`);
    if (seen.has(alias)) throw invalidArgument(`Aggregation aliases contain duplicate alias: ${alias}.`);
    seen.add(alias);
    return { ...a, alias };
  });
}

/** The fields a document must have to be counted at all: those summed or averaged. */
export const aggregatedFields = (aggregations: readonly Aggregation[]): FieldPath[] =>
  aggregations.flatMap((a) => (a.kind === 'count' ? [] : [a.field]));

function numericTotals(docs: readonly StoredDocument[], field: FieldPath) {
  const read = fieldReader(field);
  let ints = 0n;
  let doubles = 0;
  let sawDouble = false;
  let count = 0;
  for (const doc of docs) {
    const v = read(doc);
    if (v?.kind === 'integer') ints += v.value;
    else if (v?.kind === 'double') {
      doubles += v.value;
      sawDouble = true;
    } else continue;
    count++;
  }
  return { ints, doubles, sawDouble, count };
}

function sum(docs: readonly StoredDocument[], field: FieldPath): Value {
  const { ints, doubles, sawDouble } = numericTotals(docs, field);
  if (!sawDouble && ints >= INT64_MIN && ints <= INT64_MAX) return integer(ints);
  return double(Number(ints) + doubles);
}

function average(docs: readonly StoredDocument[], field: FieldPath): Value {
  const { ints, doubles, count } = numericTotals(docs, field);
  return count === 0 ? NULL : double((Number(ints) + doubles) / count);
}

/** Each alias with its value, in the order the aggregations were asked for. */
export function computeAggregations(
  docs: readonly StoredDocument[],
  aggregations: readonly Aggregation[],
): [string, Value][] {
  return aggregations.map((a) => {
    switch (a.kind) {
      case 'count': {
        const n = BigInt(docs.length);
        return [a.alias, integer(a.upTo !== undefined && a.upTo < n ? a.upTo : n)];
      }
      case 'sum':
        return [a.alias, sum(docs, a.field)];
      case 'avg':
        return [a.alias, average(docs, a.field)];
    }
  });
}
