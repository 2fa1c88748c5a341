/**
 * What every method of a rules type shares: its signature, argument checks, and sets.
 */
import type { Pos } from '../../ast.js';
import { valueKey } from '../equality.js';
import { evalError, type Result } from '../errors.js';
import { bool, type RulesValue } from '../value.js';

/** A method of a value: `self.name(args)`. Arguments are never errors here. */
export type MethodImpl = (self: RulesValue, args: readonly RulesValue[], pos: Pos) => Result;
export type MethodTable = Readonly<Record<string, MethodImpl>>;

/** A method of `self`'s type T, called with exactly `n` arguments. */
export function method<T extends RulesValue>(
  n: number,
  body: (self: T, args: readonly RulesValue[], pos: Pos) => Result,
): MethodImpl {
  return (self, args, pos) => (args.length === n ? body(self as T, args, pos) : evalError(pos));
}

export function setOf(items: Iterable<RulesValue>): RulesValue {
  const byKey = new Map<string, RulesValue>();
  for (const item of items) {
    const key = valueKey(item);
    if (!byKey.has(key)) byKey.set(key, item);
  }
  return { type: 'set', items: byKey };
}

/** The items of a list or set argument, keyed for membership tests; undefined otherwise. */
export function keyedItems(v: RulesValue | undefined): ReadonlyMap<string, RulesValue> | undefined {
  if (v?.type === 'set') return v.items;
  if (v?.type === 'list') return (setOf(v.items) as Extract<RulesValue, { type: 'set' }>).items;
  return undefined;
}

/** hasAll / hasAny / hasOnly over the keys of the receiver and of the argument. */
export function containment(
  kind: 'hasAll' | 'hasAny' | 'hasOnly',
  own: ReadonlyMap<string, RulesValue>,
  arg: RulesValue | undefined,
  pos: Pos,
): Result {
  const other = keyedItems(arg);
  if (!other) return evalError(pos);
  const value =
    kind === 'hasAll' ? [...other.keys()].every((k) => own.has(k))
    : kind === 'hasAny' ? [...other.keys()].some((k) => own.has(k))
    : [...own.keys()].every((k) => other.has(k));
  return bool(value);
}
