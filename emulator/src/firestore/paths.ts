/**
 * Resource names and field paths.
 *
 * A database is `projects/{p}/databases/{d}`; inside it, documents are addressed by a
 * relative path such as `rooms/r1/messages/m1` (even number of segments) and collections
 * by an odd one. The empty string is the database root.
 */
import { invalidArgument } from '../shared/errors.js';

export interface DatabaseRef {
  readonly project: string;
  readonly database: string;
}

const databaseName = (db: DatabaseRef): string => `projects/${db.project}/databases/${db.database}`;
export const documentsRoot = (db: DatabaseRef): string => `${databaseName(db)}/documents`;

/** Full resource name of a relative document path (or of the root when path is ''). */
export const fullName = (db: DatabaseRef, path: string): string =>
  path === '' ? documentsRoot(db) : `${documentsRoot(db)}/${path}`;

const segmentsOf = (path: string): string[] => (path === '' ? [] : path.split('/'));
export const isDocumentPath = (path: string): boolean => path !== '' && segmentsOf(path).length % 2 === 0;
export const isCollectionPath = (path: string): boolean => segmentsOf(path).length % 2 === 1;

/** `a/b/c/d` → `a/b/c`; `a/b` → `a`. */
export function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i === -1 ? '' : path.slice(0, i);
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

const RESERVED = /^__.*__$/;

/**
 * Checks each segment of a relative path as Firestore does (docs/emulator.md §3.4).
 * Collection ids must not be reserved; document ids may be numeric ids like `__id7__`.
 */
export function validatePath(path: string): void {
  segmentsOf(path).forEach((segment, i) => {
    const isCollection = i % 2 === 0;
    if (segment === '') throw invalidArgument(`Resource name "${path}" has an empty segment.`);
    if (Buffer.byteLength(segment, 'utf8') > 1500) {
      throw invalidArgument(`Resource id "${segment}" is longer than 1500 bytes.`);
    }
    if (isCollection && RESERVED.test(segment)) {
      throw invalidArgument(`Collection id "${segment}" is invalid because it is reserved.`);
    }
    if (!isCollection && (segment === '.' || segment === '..' || (RESERVED.test(segment) && !/^__id-?\d+__$/.test(segment)))) {
      throw invalidArgument(`Resource id "${segment}" is invalid because it is reserved.`);
    }
  });
}

/**
 * Splits a full name `projects/p/databases/d/documents[/rest]` into its database and the
 * relative path. Returns undefined when the name is not inside a documents root.
 */
export function parseName(name: string): { db: DatabaseRef; path: string } | undefined {
  const m = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/.exec(name);
  if (!m) return undefined;
  return { db: { project: m[1]!, database: m[2]! }, path: m[3] ?? '' };
}

// ---------------------------------------------------------------- field paths

export type FieldPath = readonly string[];

const SIMPLE_SEGMENT = /^[A-Za-z_][A-Za-z_0-9]*$/;

export const NAME_FIELD = '__name__';

/** Parses `a.b`, `` `weird.key`.x `` (back-quoted segments with \ escapes). */
export function parseFieldPath(text: string): FieldPath {
  const segments: string[] = [];
  let i = 0;
  const bad = (): never => {
    throw invalidArgument(`Invalid property path "${text}".`);
  };
  if (text === '') bad();
  while (i < text.length) {
    let segment = '';
    if (text[i] === '`') {
      i++;
      let closed = false;
      while (i < text.length) {
        const c = text[i]!;
        if (c === '\\') {
          if (i + 1 >= text.length) bad();
          segment += text[i + 1];
          i += 2;
        } else if (c === '`') {
          closed = true;
          i++;
          break;
        } else {
          segment += c;
          i++;
        }
      }
      if (!closed || segment === '') bad();
    } else {
      const end = text.indexOf('.', i);
      segment = end === -1 ? text.slice(i) : text.slice(i, end);
      i = end === -1 ? text.length : end;
      if (segment === '') bad();
    }
    segments.push(segment);
    if (i < text.length) {
      if (text[i] !== '.' || i === text.length - 1) bad();
      i++;
    }
  }
  return segments;
}

/** Canonical text of a field path: simple segments bare, others back-quoted. */
export function formatFieldPath(path: FieldPath): string {
  return path
    .map((s) => (SIMPLE_SEGMENT.test(s) ? s : '`' + s.replace(/[\\`]/g, (c) => '\\' + c) + '`'))
    .join('.');
}

export const fieldPathKey = (path: FieldPath): string => formatFieldPath(path);

export const isNameField = (path: FieldPath): boolean => path.length === 1 && path[0] === NAME_FIELD;

