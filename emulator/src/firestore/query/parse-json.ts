/**
 * Shared pieces of query JSON: objects with known keys, lists, int32s and field references
 * (`{"fieldPath": "a.b"}`), with the messages Google's emulator gives for bad ones
 * (oracle/queries.json, aggregations.json).
 */
import { invalidArgument, invalidPayload } from '../../shared/errors.js';
import { parseFieldPath, type FieldPath } from '../paths.js';
import { camelKey, isJsonObject } from '../values.js';

const PATH_RULES =
  'Unquoted property paths must match regex ([a-zA-Z_][a-zA-Z_0-9]*), ' +
  'and quoted property paths must match regex (`(?:[^`\\\\]|(?:\\\\.))+`)';

const SEGMENT = '(?:[a-zA-Z_][a-zA-Z_0-9]*|`(?:[^`\\\\]|\\\\.)+`)';
const VALID_PATH = new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})*$`);

/** Parses field path text; '' and malformed paths fail as on Google's emulator. */
export function parseQueryFieldPath(text: string): FieldPath {
  if (text === '') throw invalidArgument('Invalid empty property path string.');
  if (!VALID_PATH.test(text)) throw invalidArgument(`Invalid property path "${text}". ${PATH_RULES}`);
  return parseFieldPath(text);
}

/** `{"fieldPath": "…"}`; a missing reference or path counts as the empty path. */
export function parseFieldReference(json: unknown): FieldPath {
  if (json === undefined) return parseQueryFieldPath('');
  if (!isJsonObject(json)) throw invalidPayload();
  let text: unknown = '';
  for (const [key, value] of Object.entries(json)) {
    if (camelKey(key) !== 'fieldPath') throw invalidPayload();
    text = value;
  }
  if (typeof text !== 'string') throw invalidPayload();
  return parseQueryFieldPath(text);
}

/**
 * Reads a message's keys in camelCase (proto3 JSON also takes snake_case), leaving out
 * `null` ("not set") and rejecting any key not in `allowed`.
 */
export function readObject(json: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (!isJsonObject(json)) throw invalidPayload();
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const name = camelKey(key);
    if (!allowed.includes(name) || name in out) throw invalidPayload();
    if (value !== null) out[name] = value;
  }
  return out;
}

export function parseList(json: unknown): unknown[] {
  if (json === undefined) return [];
  if (!Array.isArray(json)) throw invalidPayload();
  return json;
}

/** An int32 as proto3 JSON sends it: a number, a numeric string, or (wrapper) `{value}`. */
export function parseInt32(json: unknown): number {
  const raw = isJsonObject(json) ? (readObject(json, ['value']).value ?? 0) : json;
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < -(2 ** 31) || n >= 2 ** 31) throw invalidPayload();
  return n;
}
