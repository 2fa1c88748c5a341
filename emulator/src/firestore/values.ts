/**
 * Firestore values: the in-memory model, proto3-JSON decoding and encoding, and Firestore's
 * cross-type ordering (docs/emulator.md §3.3 and §3.10, checked against oracle/value_order.json).
 */
import { invalidArgument, invalidPayload } from '../shared/errors.js';
import { compareTimestamps, formatTimestamp, parseTimestamp, type Timestamp } from './timestamp.js';

export type MapFields = Map<string, Value>;

export type Value =
  | { readonly kind: 'null' }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'integer'; readonly value: bigint }
  | { readonly kind: 'double'; readonly value: number }
  | { readonly kind: 'timestamp'; readonly value: Timestamp }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'bytes'; readonly value: Uint8Array }
  | { readonly kind: 'reference'; readonly value: string }
  | { readonly kind: 'geoPoint'; readonly latitude: number; readonly longitude: number }
  | { readonly kind: 'array'; readonly values: readonly Value[] }
  | { readonly kind: 'map'; readonly fields: MapFields };

export type ValueOf<K extends Value['kind']> = Extract<Value, { kind: K }>;

export const NULL: Value = { kind: 'null' };
export const integer = (n: bigint | number): Value => ({ kind: 'integer', value: BigInt(n) });
export const double = (n: number): Value => ({ kind: 'double', value: n });
export const string = (s: string): Value => ({ kind: 'string', value: s });
export const timestamp = (t: Timestamp): Value => ({ kind: 'timestamp', value: t });

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

export type JsonObject = { [key: string]: unknown };

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// ---------------------------------------------------------------- decoding

const VALUE_KEYS = new Set([
  'nullValue', 'booleanValue', 'integerValue', 'doubleValue', 'timestampValue', 'stringValue',
  'bytesValue', 'referenceValue', 'geoPointValue', 'arrayValue', 'mapValue',
]);

/** proto3 JSON accepts the original snake_case names too. */
export function camelKey(key: string): string {
  return key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function decodeDouble(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') {
    if (raw === 'NaN') return NaN;
    if (raw === 'Infinity') return Infinity;
    if (raw === '-Infinity') return -Infinity;
    if (raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  }
  throw invalidPayload();
}

function decodeInteger(raw: unknown): bigint {
  if (typeof raw === 'number' && Number.isInteger(raw)) return BigInt(raw);
  if (typeof raw === 'string' && /^-?\d+$/.test(raw)) {
    const n = BigInt(raw);
    if (n < INT64_MIN || n > INT64_MAX) throw invalidPayload();
    return n;
  }
  throw invalidPayload();
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function decodeBytes(raw: unknown): Uint8Array {
  if (typeof raw !== 'string' || !BASE64.test(raw)) throw invalidPayload();
  return new Uint8Array(Buffer.from(raw, 'base64'));
}

/**
 * Short strings recur across documents (search terms, categories, sources): each decodes
 * to one shared Value, which is safe because values are never changed, and keeps an
 * archive's memory near its size on disk (an article's 300 search terms would otherwise
 * take an object and a string each). The table starts afresh when it grows large, so it
 * never holds much beside what documents hold.
 */
const SHARED_STRING_LENGTH = 40;
const SHARED_STRINGS = 1 << 20;
const sharedStrings = new Map<string, Value>();

function stringValue(text: string): Value {
  if (text.length > SHARED_STRING_LENGTH) return { kind: 'string', value: text };
  let value = sharedStrings.get(text);
  if (!value) {
    if (sharedStrings.size >= SHARED_STRINGS) sharedStrings.clear();
    value = { kind: 'string', value: text };
    sharedStrings.set(text, value);
  }
  return value;
}

/** Decodes one proto3-JSON Value (lenient like Google's: numbers as strings and back). */
export function decodeValue(json: unknown): Value {
  if (!isJsonObject(json)) throw invalidPayload();
  const keys = Object.keys(json);
  if (keys.length !== 1) {
    if (keys.length === 0) throw invalidArgument('Value must not be empty.');
    throw invalidPayload();
  }
  // Most values carry the camelCase key: the regex runs only for snake_case ones.
  const key = VALUE_KEYS.has(keys[0]!) ? keys[0]! : camelKey(keys[0]!);
  const raw = json[keys[0]!];
  if (!VALUE_KEYS.has(key)) throw invalidPayload();
  switch (key) {
    case 'nullValue':
      if (raw !== null && raw !== 'NULL_VALUE' && raw !== 0) throw invalidPayload();
      return NULL;
    case 'booleanValue':
      if (typeof raw !== 'boolean') throw invalidPayload();
      return { kind: 'boolean', value: raw };
    case 'integerValue':
      return { kind: 'integer', value: decodeInteger(raw) };
    case 'doubleValue':
      return { kind: 'double', value: decodeDouble(raw) };
    case 'timestampValue':
      if (typeof raw !== 'string') throw invalidPayload();
      return { kind: 'timestamp', value: parseTimestamp(raw) };
    case 'stringValue':
      if (typeof raw !== 'string') throw invalidPayload();
      return stringValue(raw);
    case 'bytesValue':
      return { kind: 'bytes', value: decodeBytes(raw) };
    case 'referenceValue':
      if (typeof raw !== 'string') throw invalidPayload();
      return { kind: 'reference', value: raw };
    case 'geoPointValue': {
      if (!isJsonObject(raw)) throw invalidPayload();
      const latitude = raw.latitude === undefined ? 0 : decodeDouble(raw.latitude);
      const longitude = raw.longitude === undefined ? 0 : decodeDouble(raw.longitude);
      return { kind: 'geoPoint', latitude, longitude };
    }
    case 'arrayValue': {
      if (!isJsonObject(raw)) throw invalidPayload();
      const values = raw.values ?? [];
      if (!Array.isArray(values)) throw invalidPayload();
      return { kind: 'array', values: values.map((v) => decodeValue(v)) };
    }
    default: {
      if (!isJsonObject(raw)) throw invalidPayload();
      return { kind: 'map', fields: decodeFields(raw.fields ?? {}) };
    }
  }
}

/** Decodes a `fields` object (document or map value). */
export function decodeFields(json: unknown): MapFields {
  if (!isJsonObject(json)) throw invalidPayload();
  const fields: MapFields = new Map();
  for (const [k, v] of Object.entries(json)) fields.set(k, decodeValue(v));
  return fields;
}

// ---------------------------------------------------------------- encoding

function encodeDouble(n: number): number | string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return 'Infinity';
  if (n === -Infinity) return '-Infinity';
  return Object.is(n, -0) ? 0 : n;
}

export function encodeValue(v: Value): JsonObject {
  switch (v.kind) {
    case 'null':
      return { nullValue: null };
    case 'boolean':
      return { booleanValue: v.value };
    case 'integer':
      return { integerValue: v.value.toString() };
    case 'double':
      return { doubleValue: encodeDouble(v.value) };
    case 'timestamp':
      return { timestampValue: formatTimestamp(v.value) };
    case 'string':
      return { stringValue: v.value };
    case 'bytes':
      return { bytesValue: Buffer.from(v.value).toString('base64') };
    case 'reference':
      return { referenceValue: v.value };
    case 'geoPoint': {
      const point: JsonObject = {};
      if (v.latitude !== 0) point.latitude = encodeDouble(v.latitude);
      if (v.longitude !== 0) point.longitude = encodeDouble(v.longitude);
      return { geoPointValue: point };
    }
    case 'array':
      return { arrayValue: v.values.length ? { values: v.values.map(encodeValue) } : {} };
    case 'map':
      return { mapValue: v.fields.size ? { fields: encodeFields(v.fields) } : {} };
  }
}

/** Encodes fields with keys in Firestore order (as Google's emulator prints them). */
export function encodeFields(fields: MapFields): JsonObject {
  const out: JsonObject = {};
  for (const key of [...fields.keys()].sort(compareStrings)) out[key] = encodeValue(fields.get(key)!);
  return out;
}

// ---------------------------------------------------------------- ordering

/** Type classes in Firestore order; int and double share the number class. */
export function typeOrder(v: Value): number {
  switch (v.kind) {
    case 'null': return 0;
    case 'boolean': return 1;
    case 'integer': case 'double': return 2;
    case 'timestamp': return 3;
    case 'string': return 4;
    case 'bytes': return 5;
    case 'reference': return 6;
    case 'geoPoint': return 7;
    case 'array': return 8;
    case 'map': return isVector(v) ? 9 : 10;
  }
}

export function isVector(v: Value): boolean {
  if (v.kind !== 'map') return false;
  const t = v.fields.get('__type__');
  return t?.kind === 'string' && t.value === '__vector__';
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Maps a UTF-16 code unit so that plain comparison gives code point (= UTF-8 byte) order. */
function codeUnitKey(c: number): number {
  if (c >= 0xd800 && c <= 0xdfff) return c + 0x2000;
  if (c >= 0xe000) return c - 0x800;
  return c;
}

/** Compares strings in UTF-8 byte order, as Firestore does. */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codeUnitKey(x) < codeUnitKey(y) ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareDoubles(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const floor = Math.floor(d);
  const fi = BigInt(floor);
  if (i < fi) return -1;
  if (i > fi) return 1;
  return floor === d ? 0 : -1;
}

export function compareNumbers(a: Value, b: Value): number {
  if (a.kind === 'integer' && b.kind === 'integer') return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  if (a.kind === 'double' && b.kind === 'double') return compareDoubles(a.value, b.value);
  if (a.kind === 'integer' && b.kind === 'double') return compareIntDouble(a.value, b.value);
  if (a.kind === 'double' && b.kind === 'integer') return 0 - compareIntDouble(b.value, a.value) || 0;
  throw new Error('compareNumbers on non-numbers');
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return sign(a.length - b.length);
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/** Orders one path segment: numeric ids (`__id7__`) first, by value; then strings. */
export function compareSegments(a: string, b: string): number {
  const na = NUMERIC_ID.exec(a);
  const nb = NUMERIC_ID.exec(b);
  if (na && nb) {
    const x = BigInt(na[1]!);
    const y = BigInt(nb[1]!);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na) return -1;
  if (nb) return 1;
  return compareStrings(a, b);
}

/** Orders slash-separated paths segment by segment, then by length. */
export function comparePaths(a: string, b: string): number {
  const sa = a.split('/');
  const sb = b.split('/');
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(sa[i]!, sb[i]!);
    if (c !== 0) return c;
  }
  return sign(sa.length - sb.length);
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: MapFields, b: MapFields): number {
  const ka = [...a.keys()].sort(compareStrings);
  const kb = [...b.keys()].sort(compareStrings);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const k = compareStrings(ka[i]!, kb[i]!);
    if (k !== 0) return k;
    const c = compareValues(a.get(ka[i]!)!, b.get(kb[i]!)!);
    if (c !== 0) return c;
  }
  return sign(ka.length - kb.length);
}

function vectorElements(v: Value): readonly Value[] {
  if (v.kind !== 'map') return [];
  const inner = v.fields.get('value');
  return inner?.kind === 'array' ? inner.values : [];
}

/** Firestore's total order over all values (docs/emulator.md §3.10). NaN equals NaN here. */
export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (a.kind) {
    case 'null':
      return 0;
    case 'boolean':
      return sign(Number(a.value) - Number((b as ValueOf<'boolean'>).value));
    case 'integer':
    case 'double':
      return compareNumbers(a, b);
    case 'timestamp':
      return compareTimestamps(a.value, (b as ValueOf<'timestamp'>).value);
    case 'string':
      return compareStrings(a.value, (b as ValueOf<'string'>).value);
    case 'bytes':
      return compareBytes(a.value, (b as ValueOf<'bytes'>).value);
    case 'reference':
      return comparePaths(a.value, (b as ValueOf<'reference'>).value);
    case 'geoPoint': {
      const g = b as ValueOf<'geoPoint'>;
      return compareDoubles(a.latitude, g.latitude) || compareDoubles(a.longitude, g.longitude);
    }
    case 'array':
      return compareArrays(a.values, (b as ValueOf<'array'>).values);
    case 'map': {
      if (ta === 9) {
        const ea = vectorElements(a);
        const eb = vectorElements(b);
        return sign(ea.length - eb.length) || compareArrays(ea, eb);
      }
      return compareMaps(a.fields, (b as ValueOf<'map'>).fields);
    }
  }
}

/** Equality as used by `in`, arrayUnion and arrayRemove: same class and order-equal. */
export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}

export const isNumber = (v: Value): v is ValueOf<'integer'> | ValueOf<'double'> =>
  v.kind === 'integer' || v.kind === 'double';

export const isNaNValue = (v: Value): boolean => v.kind === 'double' && Number.isNaN(v.value);
