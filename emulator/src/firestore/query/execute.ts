/**
 * Runs a parsed query over one database: candidates → filter → documents missing an
 * ordered field left out → cursors → order → offset → limit (docs/emulator.md §3.7).
 *
 * Filtering comes first so that only matching documents are ordered, and their order
 * values are read once; a limited query keeps only its first offset+limit documents.
 */
import type { StoredDocument } from '../document.js';
import { isNameField, type FieldPath } from '../paths.js';
import type { Database } from '../store.js';
import { compareSegments, compareValues, type Value } from '../values.js';
import { candidates } from './candidates.js';
import { nearestDocuments } from './find-nearest.js';
import { compileFilter, fieldReader, referencePath } from './match.js';
import { effectiveOrderBy } from './order.js';
import { firstSorted } from './top-k.js';
import type { Cursor, Order, Query } from './types.js';

export interface QueryResult {
  readonly documents: readonly StoredDocument[];
  /** How many matching documents `offset` skipped. */
  readonly skipped: number;
}

export interface ExecuteOptions {
  /** Fields every result must have: the fields of sum/avg aggregations. */
  readonly requiredFields?: readonly FieldPath[];
}

interface Entry {
  readonly doc: StoredDocument;
  /** The value of each order field; the key position holds undefined. */
  readonly values: readonly (Value | undefined)[];
  segments?: string[];
}

const segmentsOf = (e: Entry): string[] => (e.segments ??= e.doc.path.split('/'));

function compareSegmentLists(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

function entryComparator(orders: readonly Order[]): (a: Entry, b: Entry) => number {
  return (a, b) => {
    for (let i = 0; i < orders.length; i++) {
      const c = isNameField(orders[i]!.field)
        ? compareSegmentLists(segmentsOf(a), segmentsOf(b))
        : compareValues(a.values[i]!, b.values[i]!);
      if (c !== 0) return orders[i]!.direction === 'DESCENDING' ? -c : c;
    }
    return 0;
  };
}

/** Where an entry stands relative to a cursor: <0 before it, 0 at it, >0 after it. */
function cursorComparator(orders: readonly Order[], cursor: Cursor): (e: Entry) => number {
  const keys = cursor.values.map((v, i) => (isNameField(orders[i]!.field) ? referencePath(v).split('/') : undefined));
  return (e) => {
    for (let i = 0; i < cursor.values.length; i++) {
      const key = keys[i];
      const c = key ? compareSegmentLists(segmentsOf(e), key) : compareValues(e.values[i]!, cursor.values[i]!);
      if (c !== 0) return orders[i]!.direction === 'DESCENDING' ? -c : c;
    }
    return 0;
  };
}

function withinCursors(orders: readonly Order[], query: Query): (e: Entry) => boolean {
  const { startAt, endAt } = query;
  const start = startAt && cursorComparator(orders, startAt);
  const end = endAt && cursorComparator(orders, endAt);
  return (e) => {
    if (start) {
      const c = start(e);
      if (c < 0 || (c === 0 && !startAt.before)) return false;
    }
    if (end) {
      const c = end(e);
      if (c > 0 || (c === 0 && endAt.before)) return false;
    }
    return true;
  };
}

function matchingDocuments(database: Database, query: Query, options: ExecuteOptions): StoredDocument[] {
  const predicate = query.where && compileFilter(query.where);
  const required = (options.requiredFields ?? []).map(fieldReader);
  const out: StoredDocument[] = [];
  for (const doc of candidates(database, query)) {
    if (predicate && !predicate(doc)) continue;
    if (required.some((read) => read(doc) === undefined)) continue;
    out.push(doc);
  }
  return out;
}

export function executeQuery(database: Database, query: Query, options: ExecuteOptions = {}): QueryResult {
  const matching = matchingDocuments(database, query, options);
  if (query.findNearest) return { documents: nearestDocuments(matching, query.findNearest), skipped: 0 };

  const orders = effectiveOrderBy(query);
  const readers = orders.map((o) => (isNameField(o.field) ? undefined : fieldReader(o.field)));
  const inRange = withinCursors(orders, query);
  const entries: Entry[] = [];
  for (const doc of matching) {
    const values = readers.map((read) => read?.(doc));
    // Documents without a value for an ordered field are not in that field's index.
    if (values.some((v, i) => v === undefined && readers[i] !== undefined)) continue;
    const entry: Entry = { doc, values };
    if (inRange(entry)) entries.push(entry);
  }

  const wanted = query.limit === undefined ? entries.length : query.offset + query.limit;
  const sorted = firstSorted(entries, wanted, entryComparator(orders));
  return {
    documents: sorted.slice(query.offset).map((e) => e.doc),
    skipped: Math.min(query.offset, entries.length),
  };
}
