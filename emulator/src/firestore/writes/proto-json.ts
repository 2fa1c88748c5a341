/**
 * Reading request messages as protobuf's JSON parser does: field names in lowerCamelCase or
 * their original snake_case, `null` meaning "not set", and anything that does not fit the
 * message (unknown field, wrong type, two members of a oneof) rejected with Google's
 * "Payload isn't valid for request."
 */
import { invalidPayload } from '../../shared/errors.js';
import { parseTimestamp, type Timestamp } from '../timestamp.js';
import { camelKey, decodeFields, decodeValue, isJsonObject, type MapFields, type Value } from '../values.js';

export type Message = Readonly<Record<string, unknown>>;

/** The fields of a message, keyed by their camelCase names, unset ones left out. */
export function readMessage(json: unknown, known: readonly string[]): Message {
  if (json === null || json === undefined) return {};
  if (!isJsonObject(json)) throw invalidPayload();
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const name = camelKey(key);
    if (!known.includes(name) || name in out) throw invalidPayload();
    if (value !== null) out[name] = value;
  }
  return out;
}

/** The one member of a oneof that is set, if any. */
export function oneOf(message: Message, members: readonly string[]): string | undefined {
  const set = members.filter((m) => message[m] !== undefined);
  if (set.length > 1) throw invalidPayload();
  return set[0];
}

export function optString(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalidPayload();
  return raw;
}

export function optBool(raw: unknown): boolean | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'boolean') throw invalidPayload();
  return raw;
}

/** int32 fields accept a JSON number or a decimal string. */
export function optInt32(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < -(2 ** 31) || n >= 2 ** 31) throw invalidPayload();
  return n;
}

export function list(raw: unknown): readonly unknown[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw invalidPayload();
  return raw as unknown[];
}

export function stringList(raw: unknown): string[] {
  return list(raw).map((item) => {
    if (typeof item !== 'string') throw invalidPayload();
    return item;
  });
}

export function optTimestamp(raw: unknown): Timestamp | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalidPayload();
  try {
    return parseTimestamp(raw);
  } catch {
    throw invalidPayload();
  }
}

/** bytes fields: standard or URL-safe base64. */
export function optBytes(raw: unknown): Buffer | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw)) throw invalidPayload();
  return Buffer.from(raw, 'base64');
}

export const value = (raw: unknown): Value => decodeValue(raw);

export const fields = (raw: unknown): MapFields => decodeFields(raw ?? {});

/** A DocumentMask message → its raw field path texts, or undefined when unset. */
export function optMask(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  return stringList(readMessage(raw, ['fieldPaths']).fieldPaths);
}
