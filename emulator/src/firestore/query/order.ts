/**
 * The order a query's results come in: the explicit orderBy, then every inequality field
 * not already ordered (by field path, in the direction of the last explicit order), then
 * `__name__` — the same normalisation the SDKs apply (docs/emulator.md §3.7) and Google's emulator
 * follows (oracle/queries.json: "a > 1 order by b", "b < z and a > 1 order by a desc").
 */
import { compareStrings } from '../values.js';
import { fieldPathKey, isNameField, NAME_FIELD, type FieldPath } from '../paths.js';
import type { Direction, FieldOp, Filter, Order, Query, UnaryOp } from './types.js';

export type LeafFilter = Exclude<Filter, { type: 'composite' }>;

const INEQUALITY_OPS = new Set<FieldOp | UnaryOp>([
  'LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL', 'NOT_IN', 'IS_NOT_NAN', 'IS_NOT_NULL',
]);

const isInequality = (leaf: LeafFilter): boolean => INEQUALITY_OPS.has(leaf.op);

/** Every field and unary filter of a filter tree, depth first. */
export function leafFilters(filter: Filter | undefined): LeafFilter[] {
  if (!filter) return [];
  if (filter.type !== 'composite') return [filter];
  return filter.filters.flatMap(leafFilters);
}

function compareFieldPaths(a: FieldPath, b: FieldPath): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Fields with an inequality filter (any branch of the tree), `__name__` excepted, sorted. */
function inequalityFields(filter: Filter | undefined): FieldPath[] {
  const fields = new Map<string, FieldPath>();
  for (const leaf of leafFilters(filter)) {
    if (isInequality(leaf) && !isNameField(leaf.field)) fields.set(fieldPathKey(leaf.field), leaf.field);
  }
  return [...fields.values()].sort(compareFieldPaths);
}

/** The complete order of the results; always ends with `__name__` unless it was misplaced. */
export function effectiveOrderBy(query: Query): Order[] {
  const explicit = query.orderBy;
  const direction: Direction = explicit.at(-1)?.direction ?? 'ASCENDING';
  const ordered = new Set(explicit.map((o) => fieldPathKey(o.field)));
  const orders: Order[] = [...explicit];
  for (const field of inequalityFields(query.where)) {
    if (!ordered.has(fieldPathKey(field))) orders.push({ field, direction });
  }
  if (!orders.some((o) => isNameField(o.field))) orders.push({ field: [NAME_FIELD], direction });
  return orders;
}
