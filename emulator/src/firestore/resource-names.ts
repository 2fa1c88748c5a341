/**
 * Resource names as Google's emulator reads them, with its error messages (oracle rest.json,
 * list_documents.json, document_writes.json, auth.json). A name is scanned left to right and
 * the first problem is reported with its index in the full name, e.g.
 * `Document name "projects/p/databases/(default)/documents/c//" lacks a resource id at index 46.`
 */
import { invalidArgument } from '../shared/errors.js';
import { documentsRoot, type DatabaseRef } from './paths.js';
import { INT64_MAX, INT64_MIN } from './values.js';

type NameLabel = 'Document name' | 'Document parent name';

const MAX_ID_BYTES = 1500;
const RESERVED = /^__.*__$/;
const NUMERIC_ID = /^__id(-?\d+)__$/;

const lacks = (label: NameLabel, name: string, what: string, index: number): Error =>
  invalidArgument(`${label} "${name}" lacks ${what} at index ${index}.`);

function isInt64(digits: string): boolean {
  const n = BigInt(digits);
  return n >= INT64_MIN && n <= INT64_MAX;
}

/** Checks one collection id (what a path segment or a `collectionId` parameter holds). */
export function validateCollectionId(id: string): void {
  if (id.includes('/')) throw invalidArgument(`Collection id "${id}" is invalid because it contains "/".`);
  if (id === '.' || id === '..' || RESERVED.test(id)) {
    throw invalidArgument(`Collection id "${id}" is invalid because it is reserved.`);
  }
  if (Buffer.byteLength(id, 'utf8') > MAX_ID_BYTES) {
    throw invalidArgument('The key path element kind is longer than 1500 bytes.');
  }
}

/** Checks one document id; `__id<int64>__` is a numeric id, any other `__…__` is reserved. */
export function validateDocumentId(id: string): void {
  if (id.includes('/')) throw invalidArgument(`Resource id "${id}" is invalid because it contains "/".`);
  if (id === '.' || id === '..') throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
  if (id.startsWith('__id') && id.endsWith('__') && id.length >= 6) {
    const numeric = NUMERIC_ID.exec(id);
    if (!numeric || !isInt64(numeric[1]!)) {
      throw invalidArgument(
        `A long document ID string must be formatted like '__id{LONG}__', where LONG is a 64-bit integer. Found: '${id}'.`,
      );
    }
    return;
  }
  if (RESERVED.test(id)) throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
  if (Buffer.byteLength(id, 'utf8') > MAX_ID_BYTES) {
    throw invalidArgument('The key path element name is longer than 1500 bytes.');
  }
}

/**
 * Scans the part of `name` after `…/documents` (from index `start`: '' or '/a/b…') and
 * returns its segments, each checked. Segments alternate collection id / document id.
 */
function scanSegments(label: NameLabel, name: string, start: number): string[] {
  if (start === name.length) return [];
  if (name[start] !== '/') throw lacks(label, name, '"/"', start);
  const segments: string[] = [];
  let i = start;
  while (i < name.length) {
    const begin = i + 1;
    const slash = name.indexOf('/', begin);
    const end = slash === -1 ? name.length : slash;
    const segment = name.slice(begin, end);
    const isCollection = segments.length % 2 === 0;
    const kind = isCollection ? 'collection id' : 'resource id';
    if (segment === '') {
      if (begin === name.length) throw invalidArgument(`${label} "${name}" has invalid trailing "/".`);
      throw lacks(label, name, `a ${kind}`, begin);
    }
    if (segment === '.' || segment === '..') {
      throw invalidArgument(`${label} "${name}" contains a ${kind} "${segment}" at index ${begin}.`);
    }
    if (isCollection) validateCollectionId(segment);
    else validateDocumentId(segment);
    segments.push(segment);
    i = end;
  }
  return segments;
}

/** Scans `projects/{p}/databases/{d}/documents` at the start of a name; returns where it ends. */
function scanRoot(label: NameLabel, name: string): { db: DatabaseRef; end: number } {
  let i = 0;
  const literal = (text: string): void => {
    if (!name.startsWith(text, i)) throw lacks(label, name, `"${text}"`, i);
    i += text.length;
  };
  const id = (what: string): string => {
    const slash = name.indexOf('/', i);
    const end = slash === -1 ? name.length : slash;
    if (end === i) throw lacks(label, name, what, i);
    const value = name.slice(i, end);
    i = end;
    return value;
  };
  literal('projects');
  literal('/');
  const project = id('a project id');
  literal('/');
  literal('databases');
  literal('/');
  const database = id('a database id');
  literal('/');
  literal('documents');
  return { db: { project, database }, end: i };
}

function ensureSameDatabase(label: NameLabel, name: string, found: DatabaseRef, db: DatabaseRef): void {
  if (found.project !== db.project || found.database !== db.database) {
    throw invalidArgument(`${label} "${name}" is not in the database "${documentsRoot(db)}" of the request.`);
  }
}

/** Full document name (`projects/…/documents/c/d`) → relative path `c/d`. */
export function parseDocumentName(db: DatabaseRef, name: string): string {
  const label = 'Document name';
  const root = scanRoot(label, name);
  ensureSameDatabase(label, name, root.db, db);
  const segments = scanSegments(label, name, root.end);
  if (segments.length === 0 || segments.length % 2 === 1) throw lacks(label, name, '"/"', name.length);
  return segments.join('/');
}

/**
 * A path below `/documents` as sent in a REST URL ('' or '/c/d…', already percent-decoded),
 * checked as part of its full name. Returns the segments; the caller decides what their
 * count means (document, collection, parent).
 */
function parseDocumentsPath(db: DatabaseRef, tail: string, label: NameLabel = 'Document name'): string[] {
  const root = documentsRoot(db);
  return scanSegments(label, root + tail, root.length);
}

/** The parent of a `:verb` call: the root or a document (`Document parent name … lacks "/"`). */
export function parseParentPath(db: DatabaseRef, tail: string): string {
  const label = 'Document parent name';
  const segments = parseDocumentsPath(db, tail, label);
  if (segments.length % 2 === 1) throw lacks(label, documentsRoot(db) + tail, '"/"', (documentsRoot(db) + tail).length);
  return segments.join('/');
}

/** A REST path that must name a document (PATCH, DELETE). */
export function parseDocumentPath(db: DatabaseRef, tail: string): string {
  const segments = parseDocumentsPath(db, tail);
  const name = documentsRoot(db) + tail;
  if (segments.length === 0 || segments.length % 2 === 1) throw lacks('Document name', name, '"/"', name.length);
  return segments.join('/');
}

export type GetTarget =
  | { readonly kind: 'document'; readonly path: string }
  /** collectionId '' lists every collection under the parent (a path ending in '/'). */
  | { readonly kind: 'list'; readonly parent: string; readonly collectionId: string };

/**
 * What a GET below `/documents` reads: `/c/d` a document, `/c` or `/c/d/s` a collection,
 * `/` or `/c/d/` every collection under the root or a document (oracle list_documents.json).
 */
export function parseGetTarget(db: DatabaseRef, tail: string): GetTarget {
  if (tail.endsWith('/')) {
    const parent = tryParse(db, tail.slice(0, -1));
    if (parent && parent.length % 2 === 0) return { kind: 'list', parent: parent.join('/'), collectionId: '' };
  }
  const segments = parseDocumentsPath(db, tail);
  if (segments.length % 2 === 0) return { kind: 'document', path: segments.join('/') };
  return { kind: 'list', parent: segments.slice(0, -1).join('/'), collectionId: segments.at(-1)! };
}

function tryParse(db: DatabaseRef, tail: string): string[] | undefined {
  try {
    return parseDocumentsPath(db, tail);
  } catch {
    return undefined;
  }
}
