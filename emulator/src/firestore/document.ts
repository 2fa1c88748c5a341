/**
 * Stored documents and immutable field access. Field maps are never changed in place:
 * writers build new maps, so a document read by one request cannot shift under it.
 */
import { fullName, type DatabaseRef, type FieldPath } from './paths.js';
import { formatTimestamp, parseTimestamp, type Timestamp } from './timestamp.js';
import { decodeFields, encodeFields, isJsonObject, type JsonObject, type MapFields, type Value } from './values.js';

export interface StoredDocument {
  /** Relative path, e.g. `rooms/r1`. */
  readonly path: string;
  readonly fields: MapFields;
  readonly createTime: Timestamp;
  readonly updateTime: Timestamp;
}

export function getField(fields: MapFields, path: FieldPath): Value | undefined {
  let current: Value | undefined = { kind: 'map', fields };
  for (const segment of path) {
    if (current?.kind !== 'map') return undefined;
    current = current.fields.get(segment);
  }
  return current;
}

/** Returns a copy of `fields` with `value` at `path`, creating (or replacing) maps on the way. */
export function setField(fields: MapFields, path: FieldPath, value: Value): MapFields {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('empty field path');
  const out = new Map(fields);
  if (rest.length === 0) {
    out.set(head, value);
  } else {
    const child = fields.get(head);
    const childFields = child?.kind === 'map' ? child.fields : new Map<string, Value>();
    out.set(head, { kind: 'map', fields: setField(childFields, rest, value) });
  }
  return out;
}

/** Returns a copy of `fields` without `path` (unchanged when it is absent). */
export function deleteField(fields: MapFields, path: FieldPath): MapFields {
  const [head, ...rest] = path;
  if (head === undefined || !fields.has(head)) return fields;
  const out = new Map(fields);
  if (rest.length === 0) {
    out.delete(head);
  } else {
    const child = fields.get(head)!;
    if (child.kind !== 'map') return fields;
    out.set(head, { kind: 'map', fields: deleteField(child.fields, rest) });
  }
  return out;
}

/** Keeps only the given field paths (a document mask / projection). */
function projectFields(fields: MapFields, paths: readonly FieldPath[]): MapFields {
  let out: MapFields = new Map();
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) out = setField(out, path, value);
  }
  return out;
}

/** The proto3-JSON Document resource. */
export function encodeDocument(db: DatabaseRef, doc: StoredDocument, mask?: readonly FieldPath[]): JsonObject {
  const fields = mask ? projectFields(doc.fields, mask) : doc.fields;
  const out: JsonObject = { name: fullName(db, doc.path) };
  if (fields.size) out.fields = encodeFields(fields);
  out.createTime = formatTimestamp(doc.createTime);
  out.updateTime = formatTimestamp(doc.updateTime);
  return out;
}

/** The document at `path` from its Document resource as stored on disk (encodeDocument's JSON). */
export function decodeDocument(path: string, json: unknown): StoredDocument {
  if (!isJsonObject(json)) throw new Error(`document ${path} is not an object`);
  return {
    path,
    fields: decodeFields(json.fields ?? {}),
    createTime: parseTimestamp(String(json.createTime)),
    updateTime: parseTimestamp(String(json.updateTime)),
  };
}
