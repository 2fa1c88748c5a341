/**
 * Operations on the symbolic values of a list query (docs/emulator.md §6.2: rules are not filters).
 *
 * `resource.data` is a `partial` map that knows only the fields the query's filters name.
 * A field bound by `==` is an ordinary value; a field with other filters is a
 * `constraint`, and a comparison against it is true when one of its filters implies the
 * comparison (filter `n > 5` implies rule `n > 4`), otherwise an error — never false,
 * since some document the query may return could make it false. Anything else about the
 * unknown documents is an error, which denies.
 */
import type { BinaryOp, Pos, TypeName } from '../ast.js';
import { compare, equals } from './equality.js';
import { evalError, type Result } from './errors.js';
import { TRUE, isNumber, type FieldConstraint, type Of, type RulesValue } from './value.js';

type PartialMap = Of<'partial'>;
type Constraint = Of<'constraint'>;

/** Joins field path segments into the keys of PartialData (segments may contain dots). */
export const FIELD_SEPARATOR = '\u0000';

export function symbolicMember(p: PartialMap, name: string, pos: Pos): Result {
  const key = p.prefix === '' ? name : `${p.prefix}${FIELD_SEPARATOR}${name}`;
  const bound = p.data.bound.get(key);
  if (bound) return bound;
  const filters = p.data.constrained.get(key);
  if (filters) return { type: 'constraint', filters };
  const inner = `${key}${FIELD_SEPARATOR}`;
  const known = [...p.data.bound.keys(), ...p.data.constrained.keys()].some((k) => k.startsWith(inner));
  return known ? { type: 'partial', prefix: key, data: p.data } : evalError(pos);
}

/** Whether a filter on a field implies `field op v`. */
function implies(f: FieldConstraint, op: BinaryOp, v: RulesValue): boolean {
  if (!('value' in f)) {
    if (op !== '!=') return false;
    return (f.op === 'IS_NOT_NULL' && v.type === 'null') || (f.op === 'IS_NOT_NAN' && v.type === 'float' && Number.isNaN(v.value));
  }
  const w = f.value;
  if (op === '!=' && f.op === 'NOT_EQUAL') return equals(w, v);
  if (op === '!=' && f.op === 'NOT_IN') return w.type === 'list' && w.items.some((x) => equals(x, v));
  const c = compare(w, v);
  if (typeof c !== 'number') return false;
  switch (f.op) {
    case 'LESS_THAN': return (op === '<' || op === '<=' || op === '!=') && c <= 0;
    case 'LESS_THAN_OR_EQUAL': return op === '<=' ? c <= 0 : (op === '<' || op === '!=') && c < 0;
    case 'GREATER_THAN': return (op === '>' || op === '>=' || op === '!=') && c >= 0;
    case 'GREATER_THAN_OR_EQUAL': return op === '>=' ? c >= 0 : (op === '>' || op === '!=') && c > 0;
    default: return false;
  }
}

const FLIPPED: Partial<Record<BinaryOp, BinaryOp>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' };

function compareConstraint(c: Constraint, op: BinaryOp, v: RulesValue, pos: Pos): Result {
  // Every filter of a query excludes missing fields and nulls.
  if (op === '!=' && v.type === 'null') return TRUE;
  return c.filters.some((f) => implies(f, op, v)) ? TRUE : evalError(pos);
}

function partialHas(p: PartialMap, key: RulesValue, pos: Pos): Result {
  if (key.type !== 'string') return evalError(pos);
  return symbolicMember(p, key.value, pos).type === 'error' ? evalError(pos) : TRUE;
}

/** A binary operator where at least one side is symbolic. */
export function symbolicBinary(op: BinaryOp, l: RulesValue, r: RulesValue, pos: Pos): Result {
  if (op === 'in') {
    if (r.type === 'partial' && l.type !== 'unknown' && l.type !== 'constraint' && l.type !== 'partial') return partialHas(r, l, pos);
    if (r.type === 'constraint' && l.type !== 'constraint') {
      return r.filters.some((f) => f.op === 'ARRAY_CONTAINS' && 'value' in f && equals(f.value, l)) ? TRUE : evalError(pos);
    }
    return evalError(pos);
  }
  if (l.type === 'constraint' && r.type !== 'constraint' && r.type !== 'unknown' && r.type !== 'partial') {
    return compareConstraint(l, op, r, pos);
  }
  const flipped = FLIPPED[op];
  if (r.type === 'constraint' && flipped && l.type !== 'constraint' && l.type !== 'unknown' && l.type !== 'partial') {
    return compareConstraint(r, flipped, l, pos);
  }
  return evalError(pos);
}

/** The type a constraint's filters guarantee, if any. */
function impliedType(c: Constraint, type: TypeName): boolean {
  return c.filters.some((f) => {
    if (f.op === 'ARRAY_CONTAINS') return type === 'list';
    if (!('value' in f) || f.op === 'NOT_EQUAL' || f.op === 'NOT_IN') return false;
    return type === 'number' ? isNumber(f.value) : f.value.type === type && !isNumber(f.value);
  });
}

export function symbolicIs(v: RulesValue, type: TypeName, pos: Pos): Result {
  if (v.type === 'partial') return type === 'map' ? TRUE : evalError(pos);
  if (v.type === 'constraint' && impliedType(v, type)) return TRUE;
  return evalError(pos);
}

/** `resource.data.get(key, default)` on the partial data; every other method is an error. */
export function symbolicMethod(self: RulesValue, name: string, args: readonly RulesValue[], pos: Pos): Result {
  const [key, fallback] = args;
  if (self.type !== 'partial' || name !== 'get' || !key || !fallback || args.length !== 2) return evalError(pos);
  const segments = key.type === 'string' ? [key] : key.type === 'list' ? key.items : [];
  if (segments.length === 0) return evalError(pos);
  let current: Result = self;
  for (const segment of segments) {
    if (segment.type !== 'string') return evalError(pos);
    if (current.type === 'map') current = current.entries.get(segment.value) ?? fallback;
    else if (current.type === 'partial') current = symbolicMember(current, segment.value, pos);
    else return evalError(pos);
    if (current === fallback) return fallback;
  }
  return current;
}
