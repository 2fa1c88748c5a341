/**
 * rules.List and rules.Set (docs/emulator.md §7.6). Membership compares numbers by value.
 */
import { valueKey } from '../equality.js';
import { evalError } from '../errors.js';
import { int, list, str, type Of } from '../value.js';
import { containment, keyedItems, method, setOf, type MethodTable } from './support.js';

type L = Of<'list'>;
type S = Of<'set'>;

export const LIST_METHODS: MethodTable = {
  size: method<L>(0, (l) => int(BigInt(l.items.length))),
  concat: method<L>(1, (l, [other], pos) => (other?.type === 'list' ? list([...l.items, ...other.items]) : evalError(pos))),
  hasAll: method<L>(1, (l, [other], pos) => containment('hasAll', keyedItems(l)!, other, pos)),
  hasAny: method<L>(1, (l, [other], pos) => containment('hasAny', keyedItems(l)!, other, pos)),
  hasOnly: method<L>(1, (l, [other], pos) => containment('hasOnly', keyedItems(l)!, other, pos)),
  join: method<L>(1, (l, [sep], pos) => {
    if (sep?.type !== 'string' || !l.items.every((x) => x.type === 'string')) return evalError(pos);
    return str(l.items.map((x) => (x).value).join(sep.value));
  }),
  removeAll: method<L>(1, (l, [other], pos) => {
    const remove = keyedItems(other);
    if (!remove) return evalError(pos);
    return list(l.items.filter((x) => !remove.has(valueKey(x))));
  }),
  toSet: method<L>(0, (l) => setOf(l.items)),
};

export const SET_METHODS: MethodTable = {
  size: method<S>(0, (s) => int(BigInt(s.items.size))),
  hasAll: method<S>(1, (s, [other], pos) => containment('hasAll', s.items, other, pos)),
  hasAny: method<S>(1, (s, [other], pos) => containment('hasAny', s.items, other, pos)),
  hasOnly: method<S>(1, (s, [other], pos) => containment('hasOnly', s.items, other, pos)),
  difference: method<S>(1, (s, [other], pos) => {
    const o = keyedItems(other);
    return o ? setOf([...s.items].filter(([k]) => !o.has(k)).map(([, v]) => v)) : evalError(pos);
  }),
  intersection: method<S>(1, (s, [other], pos) => {
    const o = keyedItems(other);
    return o ? setOf([...s.items].filter(([k]) => o.has(k)).map(([, v]) => v)) : evalError(pos);
  }),
  union: method<S>(1, (s, [other], pos) => {
    const o = keyedItems(other);
    return o ? setOf([...s.items.values(), ...o.values()]) : evalError(pos);
  }),
};
