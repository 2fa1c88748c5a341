/**
 * Values of the rules language (docs/emulator.md §7.4). Integers are bigint so that int64 stays
 * exact and distinct from float; timestamps and durations are nanoseconds as bigint.
 *
 * Three symbolic kinds exist only while a list query is judged (docs/emulator.md §6.2): `unknown`
 * (nothing is known, every use is an error), `constraint` (a field the query's filters
 * constrain) and `partial` (resource.data, holding only the fields the filters name).
 */
import type { FieldOp, UnaryOp } from '../../firestore/query/types.js';

export type MapEntries = ReadonlyMap<string, RulesValue>;

/** One filter of a query on a field, as a list query constrains it. */
export type FieldConstraint =
  | { readonly op: FieldOp; readonly value: RulesValue }
  | { readonly op: UnaryOp };

interface PartialData {
  /** Field path joined with '.' → value bound by `==` (or `in`, `is null`). */
  readonly bound: ReadonlyMap<string, RulesValue>;
  /** Field path joined with '.' → the other filters on it. */
  readonly constrained: ReadonlyMap<string, readonly FieldConstraint[]>;
}

export type RulesValue =
  | { readonly type: 'null' }
  | { readonly type: 'bool'; readonly value: boolean }
  | { readonly type: 'int'; readonly value: bigint }
  | { readonly type: 'float'; readonly value: number }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'bytes'; readonly value: Uint8Array }
  | { readonly type: 'list'; readonly items: readonly RulesValue[] }
  | { readonly type: 'map'; readonly entries: MapEntries }
  /** Items by their equality key (see equality.ts). */
  | { readonly type: 'set'; readonly items: ReadonlyMap<string, RulesValue> }
  | { readonly type: 'map_diff'; readonly left: MapEntries; readonly right: MapEntries }
  | { readonly type: 'timestamp'; readonly nanos: bigint }
  | { readonly type: 'duration'; readonly nanos: bigint }
  | { readonly type: 'latlng'; readonly lat: number; readonly lng: number }
  | { readonly type: 'path'; readonly segments: readonly string[] }
  | { readonly type: 'unknown' }
  | { readonly type: 'constraint'; readonly filters: readonly FieldConstraint[] }
  | { readonly type: 'partial'; readonly prefix: string; readonly data: PartialData };

export type RulesType = RulesValue['type'];
export type Of<T extends RulesType> = Extract<RulesValue, { type: T }>;

export const NULL: RulesValue = { type: 'null' };
export const TRUE: RulesValue = { type: 'bool', value: true };
const FALSE: RulesValue = { type: 'bool', value: false };
export const UNKNOWN: RulesValue = { type: 'unknown' };
export const bool = (value: boolean): RulesValue => (value ? TRUE : FALSE);
export const int = (value: bigint): RulesValue => ({ type: 'int', value });
export const float = (value: number): RulesValue => ({ type: 'float', value });
export const str = (value: string): RulesValue => ({ type: 'string', value });
export const list = (items: readonly RulesValue[]): RulesValue => ({ type: 'list', items });
export const map = (entries: MapEntries): RulesValue => ({ type: 'map', entries });
export const path = (segments: readonly string[]): RulesValue => ({ type: 'path', segments });
export const bytes = (value: Uint8Array): RulesValue => ({ type: 'bytes', value });
export const timestamp = (nanos: bigint): RulesValue => ({ type: 'timestamp', nanos });
export const duration = (nanos: bigint): RulesValue => ({ type: 'duration', nanos });

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
export const NANOS_PER_SECOND = 1_000_000_000n;
/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z, the range of a timestamp. */
const MIN_TIMESTAMP = -62135596800n * NANOS_PER_SECOND;
const MAX_TIMESTAMP = 253402300800n * NANOS_PER_SECOND - 1n;

export const inInt64 = (n: bigint): boolean => n >= INT64_MIN && n <= INT64_MAX;
export const inTimestampRange = (n: bigint): boolean => n >= MIN_TIMESTAMP && n <= MAX_TIMESTAMP;

export const isNumber = (v: RulesValue): v is Of<'int'> | Of<'float'> => v.type === 'int' || v.type === 'float';
export const isSymbolic = (v: RulesValue): boolean =>
  v.type === 'unknown' || v.type === 'constraint' || v.type === 'partial';

export const toNumber = (v: Of<'int'> | Of<'float'>): number => (v.type === 'int' ? Number(v.value) : v.value);

/** Builds a map from plain entries. */
export const mapOf = (entries: Record<string, RulesValue>): RulesValue => map(new Map(Object.entries(entries)));
