/**
 * Runs a parsed query over one database: candidates → filter → documents missing an
 * ordered field left out → cursors → order → offset → limit (docs/emulator.md §3.7).
 *
 * Filtering comes first so that only matching documents are ordered, and their order
 * values are read once; a limited query keeps only its first offset+limit documents.
 *
 * A page after the first (a cursor or an offset, over one collection) reads instead from
 * the collection's documents sorted in the query's order, which the store keeps until the
 * collection changes: reading a large collection page by page sorts it once, not once a
 * page. Both ways give the same answer.
 */
import type { StoredDocument } from '../document.js';
import { fieldPathKey, isNameField, type FieldPath } from '../paths.js';
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

/** Whether a document is in the query's answer, the cursors aside. */
function matcher(query: Query, options: ExecuteOptions): (doc: StoredDocument) => boolean {
  const predicate = query.where && compileFilter(query.where);
  const required = (options.requiredFields ?? []).map(fieldReader);
  return (doc) => (!predicate || predicate(doc)) && required.every((read) => read(doc) !== undefined);
}

/** The entry of a document in the order's index; undefined when it lacks an ordered field (it is not in that index). */
function orderEntries(orders: readonly Order[]): (doc: StoredDocument) => Entry | undefined {
  const readers = orders.map((o) => (isNameField(o.field) ? undefined : fieldReader(o.field)));
  return (doc) => {
    const values = readers.map((read) => read?.(doc));
    return values.some((v, i) => v === undefined && readers[i] !== undefined) ? undefined : { doc, values };
  };
}

/** The one collection a query reads, if it reads one collection. */
function collectionOf(query: Query): string | undefined {
  if (query.allDescendants || query.collectionId === '') return undefined;
  return query.parent === '' ? query.collectionId : `${query.parent}/${query.collectionId}`;
}

/** Every document of a collection that has the ordered fields, sorted in the query's order; kept by the store until the collection changes. */
function sortedCollection(database: Database, collection: string, orders: readonly Order[]): readonly Entry[] {
  const key = `sorted:${orders.map((o) => `${fieldPathKey(o.field)} ${o.direction}`).join(',')}`;
  return database.derived(collection, key, () => {
    const entryOf = orderEntries(orders);
    const entries: Entry[] = [];
    for (const doc of database.documentsIn(collection)) {
      const entry = entryOf(doc);
      if (entry) entries.push(entry);
    }
    entries.sort(entryComparator(orders));
    // Split paths were only needed to sort; a cursor splits the few it compares again.
    for (const entry of entries) entry.segments = undefined;
    return entries;
  });
}

/** The position of the first entry a start cursor lets in (entries in the query's order). */
function startOf(entries: readonly Entry[], orders: readonly Order[], start: Cursor): number {
  const at = cursorComparator(orders, start);
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const c = at(entries[middle]!);
    if (c < 0 || (c === 0 && !start.before)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function pageOfSorted(database: Database, collection: string, query: Query, orders: readonly Order[], options: ExecuteOptions): QueryResult {
  const entries = sortedCollection(database, collection, orders);
  const matches = matcher(query, options);
  const { endAt } = query;
  const end = endAt && cursorComparator(orders, endAt);
  const wanted = query.limit === undefined ? Infinity : query.offset + query.limit;
  const found: StoredDocument[] = [];
  for (let i = query.startAt ? startOf(entries, orders, query.startAt) : 0; i < entries.length && found.length < wanted; i++) {
    const entry = entries[i]!;
    if (end) {
      const c = end(entry);
      if (c > 0 || (c === 0 && endAt.before)) break;
    }
    if (matches(entry.doc)) found.push(entry.doc);
  }
  return { documents: found.slice(query.offset), skipped: Math.min(query.offset, found.length) };
}

export function executeQuery(database: Database, query: Query, options: ExecuteOptions = {}): QueryResult {
  const orders = effectiveOrderBy(query);
  const collection = collectionOf(query);
  const paged = query.startAt !== undefined || query.endAt !== undefined || query.offset > 0;
  if (collection !== undefined && paged && !query.findNearest) return pageOfSorted(database, collection, query, orders, options);

  const matches = matcher(query, options);
  const matching: StoredDocument[] = [];
  for (const doc of candidates(database, query)) if (matches(doc)) matching.push(doc);
  if (query.findNearest) return { documents: nearestDocuments(matching, query.findNearest), skipped: 0 };

  const entryOf = orderEntries(orders);
  const inRange = withinCursors(orders, query);
  const entries: Entry[] = [];
  for (const doc of matching) {
    const entry = entryOf(doc);
    if (entry && inRange(entry)) entries.push(entry);
  }

  const wanted = query.limit === undefined ? entries.length : query.offset + query.limit;
  const sorted = firstSorted(entries, wanted, entryComparator(orders));
  return {
    documents: sorted.slice(query.offset).map((e) => e.doc),
    skipped: Math.min(query.offset, entries.length),
  };
}
