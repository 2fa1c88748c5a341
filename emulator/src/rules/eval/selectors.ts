/**
 * `a.b`, `a[i]` and `a[i:j]` on concrete values (docs/emulator.md §7.5). A missing map key is an
 * error (use `k in m` or `m.get(k, d)` to test), as is anything on null.
 */
import type { Pos } from '../ast.js';
import { evalError, NULL_VALUE_ERROR, undefinedProperty, type Result } from './errors.js';
import { list, path, str, type RulesValue } from './value.js';

export function member(object: RulesValue, name: string, pos: Pos): Result {
  if (object.type === 'map') return object.entries.get(name) ?? undefinedProperty(name);
  if (object.type === 'null') return NULL_VALUE_ERROR;
  return evalError(pos);
}

/** A position in a sequence of `length`; undefined when it is not an int in range. */
function position(index: RulesValue, length: number, allowEnd: boolean): number | undefined {
  if (index.type !== 'int') return undefined;
  const i = Number(index.value);
  return index.value >= 0n && (i < length || (allowEnd && i === length)) ? i : undefined;
}

export function index(object: RulesValue, key: RulesValue, pos: Pos): Result {
  switch (object.type) {
    case 'map':
      if (key.type !== 'string') return evalError(pos);
      return object.entries.get(key.value) ?? undefinedProperty(key.value);
    case 'list': {
      const i = position(key, object.items.length, false);
      return i === undefined ? evalError(pos) : object.items[i]!;
    }
    case 'string': {
      const i = position(key, object.value.length, false);
      return i === undefined ? evalError(pos) : str(object.value[i]!);
    }
    case 'path': {
      const i = position(key, object.segments.length, false);
      return i === undefined ? evalError(pos) : str(object.segments[i]!);
    }
    case 'null':
      return NULL_VALUE_ERROR;
    default:
      return evalError(pos);
  }
}

export function slice(object: RulesValue, start: RulesValue, end: RulesValue, pos: Pos): Result {
  if (object.type === 'null') return NULL_VALUE_ERROR;
  const length =
    object.type === 'list' ? object.items.length
    : object.type === 'string' ? object.value.length
    : object.type === 'path' ? object.segments.length
    : undefined;
  if (length === undefined) return evalError(pos);
  const i = position(start, length, true);
  const j = position(end, length, true);
  if (i === undefined || j === undefined || i > j) return evalError(pos);
  if (object.type === 'list') return list(object.items.slice(i, j));
  if (object.type === 'string') return str(object.value.slice(i, j));
  return path((object as Extract<RulesValue, { type: 'path' }>).segments.slice(i, j));
}
