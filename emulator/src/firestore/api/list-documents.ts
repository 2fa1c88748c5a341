/**
 * GET …/documents/{parent…}/{collectionId} (ListDocuments), answered like Google's emulator
 * (oracle list_documents.json, document_writes.json): by name only, pages that carry a
 * token whenever they are full, `showMissing` (owner only) adding documents that do not
 * exist but have subcollections, and an empty collection id listing every collection.
 */
import { json, type HttpResponse } from '../../http/server.js';
import { failedPrecondition, invalidArgument } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { encodeDocument, type StoredDocument } from '../document.js';
import { fullName, parseName, type FieldPath } from '../paths.js';
import type { Database } from '../store.js';
import { comparePaths, type JsonObject } from '../values.js';
import { boolParam, callerOf, int32Param, maskParam, rejectReadTime, requireOwner } from './request.js';

interface Listing {
  readonly parent: string;
  readonly collectionId: string;
}

interface Entry {
  readonly path: string;
  /** Undefined for a missing document shown because it has subcollections. */
  readonly doc?: StoredDocument;
}

const childPath = (parent: string, id: string): string => (parent === '' ? id : `${parent}/${id}`);

function checkOrder(orderBy: string): void {
  const order = /^\s*__name__(?:\s+(asc|desc))?\s*$/i.exec(orderBy);
  if (!order) throw invalidArgument('kind is required for all orders except __key__ ascending');
  if (order[1]?.toLowerCase() === 'desc') throw failedPrecondition('Firestore does not support descending key scans');
}

/** Ids in `collection` that have documents below them but no document of their own. */
function missingIds(data: Database, collection: string): Set<string> {
  const prefix = collection + '/';
  const ids = new Set<string>();
  for (const doc of data.allDocuments()) {
    if (!doc.path.startsWith(prefix)) continue;
    const [id, ...below] = doc.path.slice(prefix.length).split('/');
    if (below.length && !data.get(prefix + id)) ids.add(id!);
  }
  return ids;
}

function entries(data: Database, { parent, collectionId }: Listing, showMissing: boolean): readonly Entry[] {
  const collections = collectionId === '' ? data.collectionIds(parent) : [collectionId];
  const out: Entry[] = [];
  for (const id of collections) {
    const collection = childPath(parent, id);
    for (const doc of data.documentsIn(collection)) out.push({ path: doc.path, doc });
    if (showMissing) for (const missing of missingIds(data, collection)) out.push({ path: `${collection}/${missing}` });
  }
  return out.sort((a, b) => comparePaths(a.path, b.path));
}

/**
 * The entries in name order. Those of one collection are kept by the store until it
 * changes, so that listing a large collection page by page sorts it once.
 */
function sortedEntries(data: Database, listing: Listing, showMissing: boolean): readonly Entry[] {
  if (showMissing || listing.collectionId === '') return entries(data, listing, showMissing);
  return data.derived(childPath(listing.parent, listing.collectionId), 'listed', () => entries(data, listing, false));
}

/** The position of the first entry after `path`. */
function firstAfter(sorted: readonly Entry[], path: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comparePaths(sorted[middle]!.path, path) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function readPageToken(req: ApiRequest): string | undefined {
  const token = req.http.query.get('pageToken');
  if (!token) return undefined;
  const parsed = parseName(Buffer.from(token, 'base64').toString('utf8'));
  if (!parsed || parsed.db.project !== req.db.project || parsed.db.database !== req.db.database) {
    throw invalidArgument('Invalid page token.');
  }
  return parsed.path;
}

function encodeEntry(req: ApiRequest, entry: Entry, mask: FieldPath[] | undefined): JsonObject {
  return entry.doc ? encodeDocument(req.db, entry.doc, mask) : { name: fullName(req.db, entry.path) };
}

export function listDocuments(ctx: FirestoreContext, req: ApiRequest, listing: Listing): HttpResponse {
  const identity = callerOf(req);
  const pageSize = int32Param(req, 'pageSize') ?? 0;
  if (pageSize < 0) throw invalidArgument('Page size must be nonnegative.');
  const showMissing = boolParam(req, 'showMissing') ?? false;
  const orderBy = req.http.query.get('orderBy');
  if (showMissing && listing.collectionId === '') {
    throw invalidArgument('collection id must be set when show_missing is true');
  }
  if (showMissing && orderBy !== null) throw invalidArgument('cannot specify an order when show_missing is true');
  if (orderBy !== null) checkOrder(orderBy);
  // Google's emulator ignores the mask when showing missing documents (the Emulator UI sends `_none_`).
  const mask = showMissing ? undefined : maskParam(req, 'mask');
  rejectReadTime(req.http.query.has('readTime'));
  const after = readPageToken(req);
  if (showMissing) requireOwner(identity, 'Metadata operations');

  const data = ctx.store.database(req.db);
  const query = { ...listing, allDescendants: false, orderBy: [], offset: 0, limit: pageSize || undefined };
  ctx.access.checkQuery({ identity, db: req.db, time: ctx.clock.now(), data, query });

  const sorted = sortedEntries(data, listing, showMissing);
  const start = after === undefined ? 0 : firstAfter(sorted, after);
  const page = sorted.slice(start, pageSize ? start + pageSize : undefined);
  const body: JsonObject = {};
  if (page.length) body.documents = page.map((e) => encodeEntry(req, e, mask));
  const last = page.at(-1);
  if (pageSize && page.length === pageSize && last) body.nextPageToken = Buffer.from(fullName(req.db, last.path)).toString('base64');
  return json(200, body);
}
