/**
 * The global namespaces (docs/emulator.md §7.6): math, timestamp, duration, latlng, hashing.
 * (`firestore.get/exists` of Storage rules reads documents: see the interpreter.)
 */
import type { Pos } from '../ast.js';
import { civilFromDays, daysFromCivil, NANOS_PER_DAY } from './calendar.js';
import { evalError, functionNotFound, type Result } from './errors.js';
import { HASHES } from './hashing.js';
import {
  bool, bytes, duration, float, inInt64, inTimestampRange, int, isNumber, NANOS_PER_SECOND, timestamp, toNumber,
  type RulesValue,
} from './value.js';

type Fn = (args: readonly RulesValue[], pos: Pos) => Result;

const ints = (args: readonly RulesValue[], n: number): bigint[] | undefined =>
  args.length === n && args.every((a) => a.type === 'int') ? args.map((a) => (a as { value: bigint }).value) : undefined;

const numbers = (args: readonly RulesValue[], n: number): number[] | undefined =>
  args.length === n && args.every(isNumber) ? args.map((a) => toNumber(a)) : undefined;

/** A float rounded to an int by `round`, or the int itself. */
function rounding(round: (n: number) => number): Fn {
  return ([v], pos) => {
    if (v?.type === 'int') return v;
    if (v?.type !== 'float' || !Number.isFinite(v.value)) return evalError(pos);
    const n = BigInt(round(v.value));
    return inInt64(n) ? int(n) : evalError(pos);
  };
}

const MATH: Record<string, Fn> = {
  abs: ([v], pos) => {
    if (v?.type === 'int') return inInt64(-v.value) ? int(v.value < 0n ? -v.value : v.value) : evalError(pos);
    return v?.type === 'float' ? float(Math.abs(v.value)) : evalError(pos);
  },
  ceil: rounding(Math.ceil),
  floor: rounding(Math.floor),
  round: rounding((n) => Math.sign(n) * Math.round(Math.abs(n))),
  sqrt: (args, pos) => { const n = numbers(args, 1); return n ? float(Math.sqrt(n[0]!)) : evalError(pos); },
  pow: (args, pos) => { const n = numbers(args, 2); return n ? float(n[0]! ** n[1]!) : evalError(pos); },
  isInfinite: ([v], pos) => (v?.type === 'float' ? bool(v.value === Infinity || v.value === -Infinity) : v?.type === 'int' ? bool(false) : evalError(pos)),
  isNaN: ([v], pos) => (v?.type === 'float' ? bool(Number.isNaN(v.value)) : v?.type === 'int' ? bool(false) : evalError(pos)),
};

const checkedTimestamp = (nanos: bigint, pos: Pos): Result => (inTimestampRange(nanos) ? timestamp(nanos) : evalError(pos));

const TIMESTAMP: Record<string, Fn> = {
  date: (args, pos) => {
    const ymd = ints(args, 3)?.map(Number);
    if (!ymd) return evalError(pos);
    const [y, m, d] = ymd as [number, number, number];
    const days = daysFromCivil(y, m, d);
    const back = civilFromDays(days);
    if (back.year !== y || back.month !== m || back.day !== d) return evalError(pos);
    return checkedTimestamp(BigInt(days) * NANOS_PER_DAY, pos);
  },
  value: (args, pos) => {
    const ms = ints(args, 1);
    return ms ? checkedTimestamp(ms[0]! * 1_000_000n, pos) : evalError(pos);
  },
};

const UNIT_NANOS: Readonly<Record<string, bigint>> = {
  w: 7n * NANOS_PER_DAY, d: NANOS_PER_DAY, h: 3600n * NANOS_PER_SECOND, m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND, ms: 1_000_000n, us: 1000n, ns: 1n,
};

const DURATION: Record<string, Fn> = {
  value: ([n, unit], pos) => {
    const scale = unit?.type === 'string' && Object.hasOwn(UNIT_NANOS, unit.value) ? UNIT_NANOS[unit.value]! : undefined;
    return n?.type === 'int' && scale !== undefined ? duration(n.value * scale) : evalError(pos);
  },
  time: (args, pos) => {
    const hmsn = ints(args, 4);
    if (!hmsn) return evalError(pos);
    const [h, m, s, ns] = hmsn as [bigint, bigint, bigint, bigint];
    return duration(((h * 60n + m) * 60n + s) * NANOS_PER_SECOND + ns);
  },
  abs: ([d], pos) => (d?.type === 'duration' ? duration(d.nanos < 0n ? -d.nanos : d.nanos) : evalError(pos)),
};

const LATLNG: Record<string, Fn> = {
  value: (args, pos) => {
    const n = numbers(args, 2);
    if (!n || Math.abs(n[0]!) > 90 || Math.abs(n[1]!) > 180) return evalError(pos);
    return { type: 'latlng', lat: n[0]!, lng: n[1]! };
  },
};

const HASHING: Record<string, Fn> = Object.fromEntries(
  Object.entries(HASHES).map(([name, hash]): [string, Fn] => [
    name,
    ([v], pos) => {
      if (v?.type === 'string') return bytes(hash(new Uint8Array(Buffer.from(v.value, 'utf8'))));
      return v?.type === 'bytes' ? bytes(hash(v.value)) : evalError(pos);
    },
  ]),
);

const NAMESPACES: Readonly<Record<string, Record<string, Fn>>> = {
  math: MATH, timestamp: TIMESTAMP, duration: DURATION, latlng: LATLNG, hashing: HASHING,
};

export const isNamespace = (name: string): boolean => Object.hasOwn(NAMESPACES, name);

export function callNamespace(namespace: string, name: string, args: readonly RulesValue[], pos: Pos): Result {
  const table = NAMESPACES[namespace];
  const fn = table && Object.hasOwn(table, name) ? table[name] : undefined;
  return fn ? fn(args, pos) : functionNotFound(`${namespace}.${name}`);
}
