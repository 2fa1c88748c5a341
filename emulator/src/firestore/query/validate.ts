/**
 * Checks that span a whole query, with the statuses and messages of Google's emulator
 * (oracle/queries.json). Per-filter checks are done while parsing (parse-filter.ts).
 */
import { failedPrecondition, invalidArgument } from '../../shared/errors.js';
import { fieldPathKey, formatFieldPath, isNameField } from '../paths.js';
import { effectiveOrderBy, leafFilters } from './order.js';
import type { Cursor, Filter, Query } from './types.js';

const MAX_DISJUNCTIONS = 30;

/** The number of disjunctions of the filter in disjunctive normal form (IN counts per value). */
function disjunctions(filter: Filter): number {
  if (filter.type === 'composite') {
    const counts = filter.filters.map(disjunctions);
    if (filter.op === 'OR') return counts.reduce((a, b) => a + b, 0) || 1;
    return counts.reduce((a, b) => Math.min(a * b, Number.MAX_SAFE_INTEGER), 1);
  }
  const listOp = filter.type === 'field' && (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY');
  return listOp && filter.value.kind === 'array' ? filter.value.values.length : 1;
}

function hasRealOr(filter: Filter | undefined): boolean {
  if (filter?.type !== 'composite') return false;
  return (filter.op === 'OR' && filter.filters.length > 1) || filter.filters.some(hasRealOr);
}

function validateFilters(where: Filter | undefined): void {
  if (!where) return;
  const leaves = leafFilters(where);
  const ops = leaves.map((l) => l.op);
  const count = (...names: string[]): number => ops.filter((op) => names.includes(op)).length;
  if (count('NOT_EQUAL', 'NOT_IN', 'IS_NOT_NAN', 'IS_NOT_NULL') > 1) {
    throw invalidArgument(
      "Only a single 'NOT_EQUAL', 'NOT_IN', 'IS_NOT_NAN', or 'IS_NOT_NULL' filter allowed per query.",
    );
  }
  if (count('NOT_IN') > 0 && (count('IN', 'ARRAY_CONTAINS_ANY') > 0 || hasRealOr(where))) {
    throw invalidArgument("'NOT_IN' cannot be used in the same query with 'IN', 'ARRAY_CONTAINS_ANY' or 'OR'.");
  }
  if (count('ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY') > 1) {
    throw failedPrecondition('Only a single array-contains clause is allowed in a query');
  }
  const n = disjunctions(where);
  if (n > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `Too many disjunctions after normalization. Result had ${n} disjunctions which is more than the maximum of ${MAX_DISJUNCTIONS}`,
    );
  }
}

function validateOrders(query: Query): void {
  const seen = new Set<string>();
  for (const { field } of query.orderBy) {
    const key = fieldPathKey(field);
    if (seen.has(key)) throw invalidArgument(`order by clause cannot contain duplicate fields ${formatFieldPath(field)}`);
    seen.add(key);
  }
  const orders = effectiveOrderBy(query);
  if (!isNameField(orders.at(-1)!.field)) {
    throw invalidArgument('order by clause cannot contain more fields after the key');
  }
  // Without a property to scan, only the key index is left, and it only runs forwards.
  const onlyKeys = leafFilters(query.where).every((leaf) => isNameField(leaf.field));
  if (orders.length === 1 && orders[0]!.direction === 'DESCENDING' && onlyKeys) {
    throw failedPrecondition('Firestore does not support descending key scans');
  }
}

/** A query over every collection (collectionId '') can only filter and order by key. */
function validateKindless(query: Query): void {
  if (query.collectionId !== '') return;
  for (const leaf of leafFilters(query.where)) {
    if (!isNameField(leaf.field)) throw invalidArgument(`kind is required for filter: ${formatFieldPath(leaf.field)}`);
  }
  for (const order of effectiveOrderBy(query)) {
    if (!isNameField(order.field) || order.direction !== 'ASCENDING') {
      throw invalidArgument('kind is required for all orders except __key__ ascending');
    }
  }
}

/** Cursor values are matched against the orderBy as sent, not the implicit orders. */
function validateCursor(query: Query, cursor: Cursor | undefined): void {
  if (!cursor) return;
  if (cursor.values.length > query.orderBy.length) throw invalidArgument('Cursor has too many values.');
  cursor.values.forEach((value, i) => {
    if (isNameField(query.orderBy[i]!.field) && value.kind !== 'reference') {
      throw invalidArgument('Cursor __key__ value is not a document reference.');
    }
  });
}

export function validateQuery(query: Query): void {
  validateFilters(query.where);
  validateOrders(query);
  validateKindless(query);
  validateCursor(query, query.startAt);
  validateCursor(query, query.endAt);
}
