/**
 * Values from outside into the rules (docs/emulator.md §6.3, §2.3): stored Firestore values and
 * documents, JWT claims (JSON), and Firestore timestamps.
 *
 * Stored documents never change in place, so their conversion is cached per document.
 */
import type { StoredDocument } from '../../firestore/document.js';
import type { Timestamp } from '../../firestore/timestamp.js';
import type { MapFields, Value } from '../../firestore/values.js';
import {
  NULL, bool, bytes, float, int, list, map, mapOf, path, str, timestamp, NANOS_PER_SECOND, type RulesValue,
} from './value.js';

export const fromTimestamp = (t: Timestamp): RulesValue =>
  timestamp(BigInt(t.seconds) * NANOS_PER_SECOND + BigInt(t.nanos));

/** `projects/p/databases/d/documents/a/b` → the path `/databases/d/documents/a/b`. */
function referencePath(name: string): RulesValue {
  const segments = name.split('/');
  return path(segments[0] === 'projects' ? segments.slice(2) : segments);
}

const fieldsCache = new WeakMap<MapFields, RulesValue>();

function fromFields(fields: MapFields): RulesValue {
  let value = fieldsCache.get(fields);
  if (!value) {
    const entries = new Map<string, RulesValue>();
    for (const [k, v] of fields) entries.set(k, fromFirestoreValue(v));
    value = map(entries);
    fieldsCache.set(fields, value);
  }
  return value;
}

export function fromFirestoreValue(v: Value): RulesValue {
  switch (v.kind) {
    case 'null': return NULL;
    case 'boolean': return bool(v.value);
    case 'integer': return int(v.value);
    case 'double': return float(v.value);
    case 'timestamp': return fromTimestamp(v.value);
    case 'string': return str(v.value);
    case 'bytes': return bytes(v.value);
    case 'reference': return referencePath(v.value);
    case 'geoPoint': return { type: 'latlng', lat: v.latitude, lng: v.longitude };
    case 'array': return list(v.values.map(fromFirestoreValue));
    case 'map': return fromFields(v.fields);
  }
}

/** The path of a document of a database: `/databases/{db}/documents/{path}`. */
export const documentPath = (database: string, docPath: string): readonly string[] => [
  'databases', database, 'documents', ...docPath.split('/'),
];

const documentCache = new WeakMap<StoredDocument, RulesValue>();

/** `resource`, `request.resource` and what get() returns: {__name__, id, data}. */
export function documentResource(database: string, doc: StoredDocument): RulesValue {
  let value = documentCache.get(doc);
  if (!value) {
    const segments = documentPath(database, doc.path);
    value = mapOf({ __name__: path(segments), id: str(segments[segments.length - 1]!), data: fromFields(doc.fields) });
    documentCache.set(doc, value);
  }
  return value;
}

/** JSON (JWT claims) → rules: integral numbers are ints, others floats. */
export function fromJson(json: unknown): RulesValue {
  if (json === null || json === undefined) return NULL;
  if (typeof json === 'boolean') return bool(json);
  if (typeof json === 'string') return str(json);
  if (typeof json === 'number') return Number.isInteger(json) ? int(BigInt(json)) : float(json);
  if (Array.isArray(json)) return list(json.map(fromJson));
  if (typeof json === 'object') {
    const entries = new Map<string, RulesValue>();
    for (const [k, v] of Object.entries(json)) entries.set(k, fromJson(v));
    return map(entries);
  }
  return NULL;
}

/** `request.auth`: null for nobody, {uid, token} for a user (docs/emulator.md §2.3). */
export function authValue(user: { readonly uid: string; readonly claims: object } | null): RulesValue {
  return user ? mapOf({ uid: str(user.uid), token: fromJson(user.claims) }) : NULL;
}
