/**
 * What a query asks of the indexes. Production runs an OR query as one index scan per
 * disjunction (in disjunctive normal form), so each disjunction is one requirement:
 *
 * - `equalities`: fields with an equality-like filter (`==`, `in`, `is null`, `is nan` on a
 *   field's ordered index; `array-contains(-any)` on its CONTAINS index). An index may hold
 *   them in any order and, for `==`, in either direction, ahead of the ordered fields.
 * - `orders`: the fields the results are ordered by (explicit orderBy, then inequality
 *   fields, then summed/averaged fields), which must follow in exactly this order and
 *   direction. A field that also has an equality filter is constant, so it drops out.
 * - `nameDirection`: the direction of the final `__name__` order the index must end with;
 *   undefined for aggregations, whose result does not depend on it.
 */
import { fieldPathKey, isNameField, type FieldPath } from '../paths.js';
import { effectiveOrderBy, type LeafFilter } from './order.js';
import type { Direction, Filter, Query } from './types.js';

export interface EqualityField {
  readonly field: FieldPath;
  readonly kind: 'equal' | 'contains';
}

export interface OrderField {
  readonly field: FieldPath;
  /** 'ANY' for an aggregated field: its index may run either way. */
  readonly direction: Direction | 'ANY';
}

export interface Requirement {
  readonly equalities: readonly EqualityField[];
  readonly orders: readonly OrderField[];
  readonly nameDirection?: Direction;
}

const EQUAL_OPS = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

/** The filter as a list of conjunctions (OR of ANDs); IN stays one filter. */
function disjunctions(filter: Filter | undefined): LeafFilter[][] {
  if (!filter) return [[]];
  if (filter.type !== 'composite') return [[filter]];
  const parts = filter.filters.map(disjunctions);
  if (filter.op === 'OR') return parts.length ? parts.flat() : [[]];
  return parts.reduce<LeafFilter[][]>((acc, part) => acc.flatMap((a) => part.map((b) => [...a, ...b])), [[]]);
}

function equalitiesOf(conjunction: readonly LeafFilter[]): EqualityField[] {
  const out = new Map<string, EqualityField>();
  for (const leaf of conjunction) {
    if (isNameField(leaf.field)) continue;
    const kind = EQUAL_OPS.has(leaf.op) ? 'equal' : CONTAINS_OPS.has(leaf.op) ? 'contains' : undefined;
    if (kind) out.set(`${kind}:${fieldPathKey(leaf.field)}`, { field: leaf.field, kind });
  }
  return [...out.values()];
}

export function indexRequirements(query: Query, aggregated?: readonly FieldPath[]): Requirement[] {
  const effective = effectiveOrderBy(query);
  const nameDirection = aggregated ? undefined : effective.at(-1)!.direction;
  const ordered = effective.filter((o) => !isNameField(o.field));
  return disjunctions(query.where).map((conjunction) => {
    const equalities = equalitiesOf(conjunction);
    const constant = new Set(equalities.filter((e) => e.kind === 'equal').map((e) => fieldPathKey(e.field)));
    const orders: OrderField[] = ordered.filter((o) => !constant.has(fieldPathKey(o.field)));
    for (const field of aggregated ?? []) {
      const key = fieldPathKey(field);
      if (!constant.has(key) && !orders.some((o) => fieldPathKey(o.field) === key)) orders.push({ field, direction: 'ANY' });
    }
    return { equalities, orders, ...(nameDirection && { nameDirection }) };
  });
}
