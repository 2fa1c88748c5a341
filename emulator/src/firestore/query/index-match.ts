/**
 * Whether the indexes of a collection (group) serve a requirement (index-requirements.ts),
 * following production's rules (see indexes.ts for the sources):
 *
 * - Single-field indexes exist for every field, ascending, descending and array-contains,
 *   at collection scope only, unless a field override says otherwise.
 * - A requirement with no orders is served by merging indexes that each cover some of its
 *   equalities: single-field indexes, or composites made only of equality fields.
 * - A requirement with orders needs indexes that end with exactly those orders (then
 *   `__name__` in the query's direction) and start with some of its equality fields; the
 *   equalities may be spread over several such indexes (merged), but all must be covered.
 *   A single-field index is such an index for one order and no equalities.
 */
import { fieldPathKey, isNameField, type FieldPath } from '../paths.js';
import type { CompositeIndex, IndexConfig, IndexField, IndexMode, QueryScope } from './index-config.js';
import type { EqualityField, OrderField, Requirement } from './index-requirements.js';
import type { Direction } from './types.js';

export interface IndexTarget {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
}

const directionOf = (mode: IndexMode): Direction => (mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING');

/** The fields before `__name__`, and the direction `__name__` runs in. */
function shapeOf(index: CompositeIndex): { fields: readonly IndexField[]; nameDirection: Direction } {
  const last = index.fields.at(-1)!;
  if (isNameField(last.field)) return { fields: index.fields.slice(0, -1), nameDirection: directionOf(last.mode) };
  return { fields: index.fields, nameDirection: directionOf(last.mode) };
}

/** Whether a single-field index of this mode exists for the field (overrides apply to subfields). */
function hasSingleFieldIndex(config: IndexConfig, target: IndexTarget, field: FieldPath, mode: IndexMode): boolean {
  const overrides = config.fieldOverrides.filter((o) => o.collectionGroup === target.collectionGroup);
  for (let n = field.length; n > 0; n--) {
    const key = fieldPathKey(field.slice(0, n));
    const override = overrides.find((o) => o.field !== '*' && fieldPathKey(o.field) === key);
    if (override) return override.indexes.some((i) => i.mode === mode && i.queryScope === target.queryScope);
  }
  const all = overrides.find((o) => o.field === '*');
  if (all) return all.indexes.some((i) => i.mode === mode && i.queryScope === target.queryScope);
  return target.queryScope === 'COLLECTION';
}

const sameField = (a: FieldPath, b: FieldPath): boolean => fieldPathKey(a) === fieldPathKey(b);

function fitsEquality(f: IndexField, e: EqualityField): boolean {
  return sameField(f.field, e.field) && (e.kind === 'contains' ? f.mode === 'CONTAINS' : f.mode !== 'CONTAINS');
}

function fitsOrder(f: IndexField, o: OrderField): boolean {
  if (!sameField(f.field, o.field) || f.mode === 'CONTAINS') return false;
  return o.direction === 'ANY' || f.mode === o.direction;
}

/** The equalities an index covers when it fits the requirement; undefined when it does not fit. */
function coveredBy(fields: readonly IndexField[], req: Requirement): EqualityField[] | undefined {
  const prefixLength = fields.length - req.orders.length;
  if (prefixLength < 0) return undefined;
  if (!req.orders.every((o, i) => fitsOrder(fields[prefixLength + i]!, o))) return undefined;
  const covered: EqualityField[] = [];
  for (const f of fields.slice(0, prefixLength)) {
    const e = req.equalities.find((eq) => fitsEquality(f, eq) && !covered.includes(eq));
    if (!e) return undefined;
    covered.push(e);
  }
  return covered;
}

function singleFieldCover(config: IndexConfig, target: IndexTarget, req: Requirement): EqualityField[][] {
  if (req.orders.length === 0) {
    return req.equalities
      .filter((e) =>
        e.kind === 'contains'
          ? hasSingleFieldIndex(config, target, e.field, 'CONTAINS')
          : hasSingleFieldIndex(config, target, e.field, 'ASCENDING') ||
            hasSingleFieldIndex(config, target, e.field, 'DESCENDING'),
      )
      .map((e) => [e]);
  }
  if (req.orders.length !== 1) return [];
  const order = req.orders[0]!;
  const directions: Direction[] = order.direction === 'ANY' ? ['ASCENDING', 'DESCENDING'] : [order.direction];
  const usable = directions.some(
    (d) => (req.nameDirection ?? d) === d && hasSingleFieldIndex(config, target, order.field, d),
  );
  return usable ? [[]] : [];
}

export function isServed(config: IndexConfig, target: IndexTarget, req: Requirement): boolean {
  if (req.equalities.length === 0 && req.orders.length === 0) return true;
  const covers = singleFieldCover(config, target, req);
  for (const index of config.indexes) {
    if (index.collectionGroup !== target.collectionGroup || index.queryScope !== target.queryScope) continue;
    const shape = shapeOf(index);
    if (req.orders.length > 0 && req.nameDirection !== undefined && shape.nameDirection !== req.nameDirection) continue;
    const covered = coveredBy(shape.fields, req);
    if (covered) covers.push(covered);
  }
  // With orders, at least one index must run in that order, even when no equality needs it.
  if (req.orders.length > 0 && covers.length === 0) return false;
  const covered = new Set(covers.flat());
  return req.equalities.every((e) => covered.has(e));
}
