/**
 * StructuredQuery JSON (proto3 JSON, camelCase or snake_case) → Query, failing with the
 * statuses and messages of Google's emulator (oracle/queries.json is the spec).
 */
import { invalidArgument, invalidPayload } from '../../shared/errors.js';
import { isNameField } from '../paths.js';
import { decodeValue } from '../values.js';
import { parseFieldReference, parseInt32, parseList, readObject } from './parse-json.js';
import { parseFindNearest } from './parse-find-nearest.js';
import { parseFilter } from './parse-filter.js';
import type { Cursor, Direction, Order, Query } from './types.js';
import { validateQuery } from './validate.js';

const QUERY_KEYS = ['select', 'from', 'where', 'orderBy', 'startAt', 'endAt', 'offset', 'limit', 'findNearest'];
const RESERVED_ID = /^__.*__$/;

function parseFrom(json: unknown): { collectionId: string; allDescendants: boolean } {
  const selectors = parseList(json);
  if (selectors.length > 1) throw invalidArgument('StructuredQuery.from cannot have more than one collection selector.');
  if (selectors.length === 0) return { collectionId: '', allDescendants: false };
  const s = readObject(selectors[0], ['collectionId', 'allDescendants']);
  const collectionId = s.collectionId ?? '';
  const allDescendants = s.allDescendants ?? false;
  if (typeof collectionId !== 'string' || typeof allDescendants !== 'boolean') throw invalidPayload();
  if (collectionId.includes('/')) {
    throw invalidArgument(`Collection id "${collectionId}" is invalid because it contains "/".`);
  }
  if (RESERVED_ID.test(collectionId)) {
    throw invalidArgument(`Collection id "${collectionId}" is invalid because it is reserved.`);
  }
  return { collectionId, allDescendants };
}

function parseOrder(json: unknown): Order {
  const o = readObject(json, ['field', 'direction']);
  const field = parseFieldReference(o.field);
  const raw = o.direction ?? 'DIRECTION_UNSPECIFIED';
  if (raw !== 'ASCENDING' && raw !== 'DESCENDING' && raw !== 'DIRECTION_UNSPECIFIED') throw invalidPayload();
  const direction: Direction = raw === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
  return { field, direction };
}

function parseCursor(json: unknown): Cursor | undefined {
  if (json === undefined) return undefined;
  const c = readObject(json, ['values', 'before']);
  const before = c.before ?? false;
  if (typeof before !== 'boolean') throw invalidPayload();
  return { values: parseList(c.values).map((v) => decodeValue(v)), before };
}

function parseSelect(json: unknown): Query['select'] {
  if (json === undefined) return undefined;
  const s = readObject(json, ['fields']);
  // `__name__` is always returned; as a projection it only means "no fields".
  return parseList(s.fields).map(parseFieldReference).filter((f) => !isNameField(f));
}

/** Parses and validates the StructuredQuery of a runQuery/runAggregationQuery request. */
export function parseStructuredQuery(json: unknown, parent: string): Query {
  const q = readObject(json ?? {}, QUERY_KEYS);
  const { collectionId, allDescendants } = parseFrom(q.from);
  const select = parseSelect(q.select);
  const where = q.where === undefined ? undefined : parseFilter(q.where);
  const orderBy = parseList(q.orderBy).map(parseOrder);
  const startAt = parseCursor(q.startAt);
  const endAt = parseCursor(q.endAt);
  const offset = q.offset === undefined ? 0 : parseInt32(q.offset);
  if (offset < 0) throw invalidArgument('offset is negative');
  const limit = q.limit === undefined ? undefined : parseInt32(q.limit);
  if (limit !== undefined && limit < 0) throw invalidArgument('limit is negative');
  const findNearest = q.findNearest === undefined ? undefined : parseFindNearest(q.findNearest);
  const query: Query = {
    parent, collectionId, allDescendants, orderBy, offset,
    ...(select && { select }),
    ...(where && { where }),
    ...(startAt && { startAt }),
    ...(endAt && { endAt }),
    ...(limit !== undefined && { limit }),
    ...(findNearest && { findNearest }),
  };
  validateQuery(query);
  return query;
}
