/**
 * Filters compiled once per query into predicates over stored documents, so that each
 * document costs a field lookup and a comparison, not a re-interpretation of the filter.
 *
 * Semantics follow Google's emulator (oracle/queries.json), which differ from plain value
 * equality: a `null` or NaN operand never equals anything (`== null`, `in [NaN]`,
 * `array-contains null` match nothing; `IS_NULL`/`IS_NAN` exist for that), comparisons only
 * match values of the operand's type class, a missing field matches no filter, and
 * `!=`/`not-in` also leave out `null` (and `not-in` with a `null` in its list matches nothing).
 */
import type { StoredDocument } from '../document.js';
import { isNameField, parseName, type FieldPath } from '../paths.js';
import { compareValues, comparePaths, isNaNValue, typeOrder, type Value } from '../values.js';
import type { FieldOp, Filter, UnaryOp } from './types.js';

export type DocPredicate = (doc: StoredDocument) => boolean;
type ValueTest = (v: Value) => boolean;

/** Reads one field; a one-segment path (the common case) is a single map lookup. */
export function fieldReader(path: FieldPath): (doc: StoredDocument) => Value | undefined {
  if (path.length === 1) {
    const name = path[0]!;
    return (doc) => doc.fields.get(name);
  }
  return (doc) => {
    let current: Value | undefined = doc.fields.get(path[0]!);
    for (let i = 1; i < path.length; i++) {
      if (current?.kind !== 'map') return undefined;
      current = current.fields.get(path[i]!);
    }
    return current;
  };
}

const never: ValueTest = () => false;

/** The document path a reference value names ('' for anything else). */
export function referencePath(v: Value): string {
  if (v.kind !== 'reference') return '';
  return parseName(v.value)?.path ?? v.value;
}

/** Equality as filters use it; specialised for the operand types queries use most. */
function equalTo(operand: Value): ValueTest {
  if (operand.kind === 'null' || isNaNValue(operand)) return never;
  switch (operand.kind) {
    case 'string':
    case 'boolean':
      return (v) => v.kind === operand.kind && v.value === operand.value;
    default: {
      const type = typeOrder(operand);
      return (v) => typeOrder(v) === type && compareValues(v, operand) === 0;
    }
  }
}

function anyEqualTo(operands: readonly Value[]): ValueTest {
  const tests = operands.map(equalTo);
  return (v) => tests.some((t) => t(v));
}

const RANGE: Partial<Record<FieldOp, (c: number) => boolean>> = {
  LESS_THAN: (c) => c < 0,
  LESS_THAN_OR_EQUAL: (c) => c <= 0,
  GREATER_THAN: (c) => c > 0,
  GREATER_THAN_OR_EQUAL: (c) => c >= 0,
};

const listOf = (v: Value): readonly Value[] => (v.kind === 'array' ? v.values : []);
const present = (v: Value | undefined): v is Value => v !== undefined && v.kind !== 'null';

function valueTest(op: FieldOp, operand: Value): ValueTest {
  const range = RANGE[op];
  if (range) {
    if (operand.kind === 'null' || isNaNValue(operand)) return never;
    const type = typeOrder(operand);
    return (v) => typeOrder(v) === type && !isNaNValue(v) && range(compareValues(v, operand));
  }
  switch (op) {
    case 'EQUAL':
      return equalTo(operand);
    case 'NOT_EQUAL': {
      if (operand.kind === 'null') return never;
      const eq = equalTo(operand);
      return (v) => v.kind !== 'null' && !eq(v);
    }
    case 'IN':
      return anyEqualTo(listOf(operand));
    case 'NOT_IN': {
      if (listOf(operand).some((o) => o.kind === 'null')) return never;
      const anyEq = anyEqualTo(listOf(operand));
      return (v) => v.kind !== 'null' && !anyEq(v);
    }
    case 'ARRAY_CONTAINS': {
      const eq = equalTo(operand);
      return (v) => v.kind === 'array' && v.values.some(eq);
    }
    default: {
      const anyEq = anyEqualTo(listOf(operand));
      return (v) => v.kind === 'array' && v.values.some(anyEq);
    }
  }
}

/**
 * `__name__` filters compare document keys. A reference is compared by its document path
 * (references into another database cannot name a result, so they only bound ranges).
 */
function keyPredicate(op: FieldOp, operand: Value): DocPredicate {
  const range = RANGE[op];
  if (range) {
    const key = referencePath(operand);
    return (doc) => range(comparePaths(doc.path, key));
  }
  const keys = new Set((op === 'IN' || op === 'NOT_IN' ? listOf(operand) : [operand]).map(referencePath));
  return op === 'EQUAL' || op === 'IN' ? (doc) => keys.has(doc.path) : (doc) => !keys.has(doc.path);
}

function unaryPredicate(op: UnaryOp, read: (doc: StoredDocument) => Value | undefined): DocPredicate {
  switch (op) {
    case 'IS_NULL':
      return (doc) => read(doc)?.kind === 'null';
    case 'IS_NAN':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && isNaNValue(v);
      };
    case 'IS_NOT_NULL':
      return (doc) => present(read(doc));
    case 'IS_NOT_NAN':
      return (doc) => {
        const v = read(doc);
        return present(v) && !isNaNValue(v);
      };
  }
}

export function compileFilter(filter: Filter): DocPredicate {
  switch (filter.type) {
    case 'composite': {
      const parts = filter.filters.map((f) => compileFilter(f));
      if (parts.length === 1) return parts[0]!;
      return filter.op === 'AND' ? (doc) => parts.every((p) => p(doc)) : (doc) => parts.some((p) => p(doc));
    }
    case 'unary':
      return unaryPredicate(filter.op, fieldReader(filter.field));
    case 'field': {
      if (isNameField(filter.field)) return keyPredicate(filter.op, filter.value);
      const read = fieldReader(filter.field);
      const test = valueTest(filter.op, filter.value);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && test(v);
      };
    }
  }
}
