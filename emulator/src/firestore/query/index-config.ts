/**
 * The index definitions of a firestore.indexes.json file (the format `firebase deploy`
 * reads): composite indexes and single-field overrides ("exemptions").
 */
import { parseFieldPath, type FieldPath } from '../paths.js';
import { isJsonObject } from '../values.js';

export type IndexMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';
export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

export interface IndexField {
  readonly field: FieldPath;
  readonly mode: IndexMode;
}

export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
  /** As written; a trailing `__name__` field is kept. */
  readonly fields: readonly IndexField[];
}

interface FieldOverride {
  readonly collectionGroup: string;
  /** The field, or `*` for every field of the collection group. */
  readonly field: FieldPath | '*';
  /** Every single-field index the field keeps; an empty list disables them all. */
  readonly indexes: readonly { readonly mode: IndexMode; readonly queryScope: QueryScope }[];
}

export interface IndexConfig {
  readonly indexes: readonly CompositeIndex[];
  readonly fieldOverrides: readonly FieldOverride[];
}

type Json = Record<string, unknown>;

function bad(where: string, what: string): Error {
  return new Error(`firestore.indexes.json: ${where}: ${what}`);
}

function list(json: unknown, where: string): Json[] {
  if (json === undefined) return [];
  if (!Array.isArray(json) || !json.every(isJsonObject)) throw bad(where, 'expected a list of objects');
  return json;
}

function text(json: unknown, where: string): string {
  if (typeof json !== 'string' || json === '') throw bad(where, 'expected a non-empty string');
  return json;
}

function scopeOf(json: unknown, where: string): QueryScope {
  if (json === undefined) return 'COLLECTION';
  if (json !== 'COLLECTION' && json !== 'COLLECTION_GROUP') throw bad(where, `unknown queryScope ${JSON.stringify(json)}`);
  return json;
}

/** `order` / `arrayConfig` (also the legacy `mode`); undefined for a vector field. */
function modeOf(entry: Json, where: string): IndexMode | undefined {
  const raw = entry.order ?? entry.arrayConfig ?? entry.mode;
  if (raw === 'ASCENDING' || raw === 'DESCENDING' || raw === 'CONTAINS') return raw;
  if (raw === 'ARRAY_CONTAINS') return 'CONTAINS';
  if (raw === undefined && entry.vectorConfig !== undefined) return undefined;
  throw bad(where, `expected order ASCENDING/DESCENDING or arrayConfig CONTAINS, got ${JSON.stringify(raw)}`);
}

function fieldPathOf(json: unknown, where: string): FieldPath {
  const path = text(json, where);
  try {
    return parseFieldPath(path);
  } catch {
    throw bad(where, `invalid fieldPath ${JSON.stringify(path)}`);
  }
}

function parseComposite(entry: Json, i: number): CompositeIndex | undefined {
  const where = `indexes[${i}]`;
  const collectionGroup = text(entry.collectionGroup ?? entry.collectionId, `${where}.collectionGroup`);
  const fields: IndexField[] = [];
  for (const [j, f] of list(entry.fields, `${where}.fields`).entries()) {
    const mode = modeOf(f, `${where}.fields[${j}]`);
    // Vector indexes serve findNearest, which the check leaves alone.
    if (mode === undefined) return undefined;
    fields.push({ field: fieldPathOf(f.fieldPath, `${where}.fields[${j}].fieldPath`), mode });
  }
  if (fields.length === 0) throw bad(where, 'an index needs fields');
  return { collectionGroup, queryScope: scopeOf(entry.queryScope, `${where}.queryScope`), fields };
}

function parseOverride(entry: Json, i: number): FieldOverride {
  const where = `fieldOverrides[${i}]`;
  const collectionGroup = text(entry.collectionGroup, `${where}.collectionGroup`);
  const field = entry.fieldPath === '*' ? '*' : fieldPathOf(entry.fieldPath, `${where}.fieldPath`);
  const indexes = list(entry.indexes, `${where}.indexes`).flatMap((ix, j) => {
    const mode = modeOf(ix, `${where}.indexes[${j}]`);
    return mode ? [{ mode, queryScope: scopeOf(ix.queryScope, `${where}.indexes[${j}].queryScope`) }] : [];
  });
  return { collectionGroup, field, indexes };
}

/** Reads the parsed JSON of a firestore.indexes.json file; throws on anything malformed. */
export function parseIndexConfig(json: unknown): IndexConfig {
  if (!isJsonObject(json)) throw new Error('firestore.indexes.json: expected an object');
  return {
    indexes: list(json.indexes, 'indexes').flatMap((e, i) => parseComposite(e, i) ?? []),
    fieldOverrides: list(json.fieldOverrides, 'fieldOverrides').map(parseOverride),
  };
}
