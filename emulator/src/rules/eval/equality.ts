/**
 * Equality and order of rules values (docs/emulator.md §7.5).
 *
 * `==` compares an int and a float by value, but inside lists and maps an int never equals
 * a float (Google's emulator, as measured). Sets, `in` and MapDiff compare numbers by value
 * at every depth: they go through `valueKey`, a canonical text that is equal exactly when
 * two values are, which also makes set operations linear.
 */
import { compareStrings } from '../../firestore/values.js';
import type { Of, RulesValue } from './value.js';

/** Canonical text of a value for loose equality: numbers by value, NaN equal to NaN. */
export function valueKey(v: RulesValue): string {
  switch (v.type) {
    case 'null': return 'n';
    case 'bool': return v.value ? 'T' : 'F';
    case 'int': return `N${v.value}`;
    case 'float': return `N${floatKey(v.value)}`;
    case 'string': return `s${JSON.stringify(v.value)}`;
    case 'bytes': return `y${Buffer.from(v.value).toString('base64')}`;
    case 'list': return `l[${v.items.map(valueKey).join(',')}]`;
    case 'map': return `m{${mapKey(v.entries)}}`;
    case 'set': return `S{${[...v.items.keys()].sort().join(',')}}`;
    case 'map_diff': return `D{${mapKey(v.left)}|${mapKey(v.right)}}`;
    case 'timestamp': return `t${v.nanos}`;
    case 'duration': return `d${v.nanos}`;
    case 'latlng': return `g${v.lat},${v.lng}`;
    case 'path': return `p${JSON.stringify(v.segments)}`;
    case 'unknown': case 'constraint': case 'partial': return '?';
  }
}

function floatKey(n: number): string {
  if (Number.isInteger(n)) return BigInt(n).toString();
  return String(n);
}

function mapKey(entries: ReadonlyMap<string, RulesValue>): string {
  return [...entries.keys()].sort().map((k) => `${JSON.stringify(k)}:${valueKey(entries.get(k)!)}`).join(',');
}

/** Compares an int with a float exactly; NaN is unordered (undefined). */
function compareIntFloat(i: bigint, f: number): number | undefined {
  if (Number.isNaN(f)) return undefined;
  if (f === Infinity) return -1;
  if (f === -Infinity) return 1;
  const floor = Math.floor(f);
  const fi = BigInt(floor);
  if (i !== fi) return i < fi ? -1 : 1;
  return floor === f ? 0 : -1;
}

function compareNumbers(a: Of<'int'> | Of<'float'>, b: Of<'int'> | Of<'float'>): number | undefined {
  if (a.type === 'int' && b.type === 'int') return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  if (a.type === 'float' && b.type === 'float') {
    if (Number.isNaN(a.value) || Number.isNaN(b.value)) return undefined;
    return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  }
  if (a.type === 'int') return compareIntFloat(a.value, (b as Of<'float'>).value);
  const c = compareIntFloat((b as Of<'int'>).value, a.value);
  return c === undefined ? undefined : -c;
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return sign(a.length - b.length);
}

/**
 * Order for `< <= > >=`: numbers, strings, bytes, bools, timestamps, durations.
 * 'incomparable' for other type pairs (an error); undefined when unordered (NaN).
 */
export function compare(a: RulesValue, b: RulesValue): number | undefined | 'incomparable' {
  if ((a.type === 'int' || a.type === 'float') && (b.type === 'int' || b.type === 'float')) return compareNumbers(a, b);
  if (a.type === 'string' && b.type === 'string') return compareStrings(a.value, b.value);
  if (a.type === 'bytes' && b.type === 'bytes') return compareBytes(a.value, b.value);
  if (a.type === 'bool' && b.type === 'bool') return sign(Number(a.value) - Number(b.value));
  if ((a.type === 'timestamp' && b.type === 'timestamp') || (a.type === 'duration' && b.type === 'duration')) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  return 'incomparable';
}

/** `a == b`. `nested` is true inside lists and maps, where int and float never meet. */
export function equals(a: RulesValue, b: RulesValue, nested = false): boolean {
  if ((a.type === 'int' || a.type === 'float') && (b.type === 'int' || b.type === 'float')) {
    if (nested && a.type !== b.type) return false;
    return compareNumbers(a, b) === 0;
  }
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'null': return true;
    case 'bool': case 'string': return a.value === (b as typeof a).value;
    case 'bytes': return compareBytes(a.value, (b as typeof a).value) === 0;
    case 'list': {
      const items = (b as typeof a).items;
      return a.items.length === items.length && a.items.every((x, i) => equals(x, items[i]!, true));
    }
    case 'map': return mapsEqual(a.entries, (b as typeof a).entries);
    case 'set': {
      const other = (b as typeof a).items;
      return a.items.size === other.size && [...a.items.keys()].every((k) => other.has(k));
    }
    case 'map_diff': {
      const d = b as typeof a;
      return mapsEqual(a.left, d.left) && mapsEqual(a.right, d.right);
    }
    case 'timestamp': case 'duration': return a.nanos === (b as typeof a).nanos;
    case 'latlng': return a.lat === (b as typeof a).lat && a.lng === (b as typeof a).lng;
    case 'path': {
      const s = (b as typeof a).segments;
      return a.segments.length === s.length && a.segments.every((x, i) => x === s[i]);
    }
    default: return false;
  }
}

function mapsEqual(a: ReadonlyMap<string, RulesValue>, b: ReadonlyMap<string, RulesValue>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w === undefined || !equals(v, w, true)) return false;
  }
  return true;
}

/** Loose equality of sets, `in` and MapDiff. */
export const looseEquals = (a: RulesValue, b: RulesValue): boolean => valueKey(a) === valueKey(b);
