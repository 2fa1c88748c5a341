/**
 * rules.Map and rules.MapDiff (docs/emulator.md §7.6). `a.diff(b)` describes how `a` differs from
 * `b`: added keys are in `a` only, removed keys in `b` only.
 */
import { looseEquals } from '../equality.js';
import { evalError } from '../errors.js';
import { int, list, str, type MapEntries, type Of, type RulesValue } from '../value.js';
import { method, setOf, type MethodTable } from './support.js';

type M = Of<'map'>;
type D = Of<'map_diff'>;

/** `m.get(key, default)`; a list key walks nested maps. */
function lookup(entries: MapEntries, key: RulesValue): RulesValue | undefined | 'bad key' {
  if (key.type === 'string') return entries.get(key.value);
  if (key.type !== 'list' || key.items.length === 0) return 'bad key';
  let current: RulesValue | undefined = { type: 'map', entries };
  for (const segment of key.items) {
    if (segment.type !== 'string') return 'bad key';
    current = current?.type === 'map' ? current.entries.get(segment.value) : undefined;
  }
  return current;
}

export const MAP_METHODS: MethodTable = {
  size: method<M>(0, (m) => int(BigInt(m.entries.size))),
  keys: method<M>(0, (m) => list([...m.entries.keys()].map(str))),
  values: method<M>(0, (m) => list([...m.entries.values()])),
  get: method<M>(2, (m, [key, fallback], pos) => {
    const found = lookup(m.entries, key!);
    if (found === 'bad key') return evalError(pos);
    return found ?? fallback!;
  }),
  diff: method<M>(1, (m, [other], pos) =>
    other?.type === 'map' ? { type: 'map_diff', left: m.entries, right: other.entries } : evalError(pos)),
};

const keysWhere = (entries: MapEntries, keep: (key: string, value: RulesValue) => boolean): RulesValue =>
  setOf([...entries].filter(([k, v]) => keep(k, v)).map(([k]) => str(k)));

const changed = (d: D, k: string, v: RulesValue): boolean => {
  const before = d.right.get(k);
  return before !== undefined && !looseEquals(v, before);
};

export const MAP_DIFF_METHODS: MethodTable = {
  addedKeys: method<D>(0, (d) => keysWhere(d.left, (k) => !d.right.has(k))),
  removedKeys: method<D>(0, (d) => keysWhere(d.right, (k) => !d.left.has(k))),
  changedKeys: method<D>(0, (d) => keysWhere(d.left, (k, v) => changed(d, k, v))),
  unchangedKeys: method<D>(0, (d) => keysWhere(d.left, (k, v) => d.right.has(k) && !changed(d, k, v))),
  affectedKeys: method<D>(0, (d) =>
    setOf([
      ...[...d.left].filter(([k, v]) => !d.right.has(k) || changed(d, k, v)).map(([k]) => str(k)),
      ...[...d.right.keys()].filter((k) => !d.left.has(k)).map(str),
    ])),
};
