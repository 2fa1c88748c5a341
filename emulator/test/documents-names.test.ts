/**
 * Resource names read as Google's emulator reads them, with its messages.
 */
import { describe, expect, it } from 'vitest';
import {
  parseDocumentName,
  parseDocumentPath,
  parseGetTarget,
  parseParentPath,
  validateCollectionId,
  validateDocumentId,
} from '../src/firestore/resource-names.js';

const DB = { project: 'list', database: '(default)' };
const ROOT = 'projects/list/databases/(default)/documents';

describe('document names', () => {
  it('gives the relative path of a name in the database', () => {
    expect(parseDocumentName(DB, `${ROOT}/c/a/s/b`)).toBe('c/a/s/b');
    expect(parseDocumentName(DB, `${ROOT}/c/__id-7__`)).toBe('c/__id-7__');
  });

  it.each([
    ['', 'Document name "" lacks "projects" at index 0.'],
    ['projects/list', 'Document name "projects/list" lacks "/" at index 13.'],
    [`${ROOT}/c`, `Document name "${ROOT}/c" lacks "/" at index 45.`],
    [`${ROOT}//`, `Document name "${ROOT}//" lacks a collection id at index 44.`],
    [`${ROOT}/c//`, `Document name "${ROOT}/c//" lacks a resource id at index 46.`],
    [`${ROOT}/c/`, `Document name "${ROOT}/c/" has invalid trailing "/".`],
    [`${ROOT}/c/.`, `Document name "${ROOT}/c/." contains a resource id "." at index 46.`],
    [`${ROOT}/__x__/a`, 'Collection id "__x__" is invalid because it is reserved.'],
    [`${ROOT}/__id5__/a`, 'Collection id "__id5__" is invalid because it is reserved.'],
    [`${ROOT}/c/__x__`, 'Resource id "__x__" is invalid because it is reserved.'],
    [`${ROOT}/c/__id5x__`, "A long document ID string must be formatted like '__id{LONG}__', where LONG is a 64-bit integer. Found: '__id5x__'."],
    [`${ROOT}/c/__id9223372036854775808__`, 'A long document ID string'],
    [`${ROOT}/${'c'.repeat(1501)}/a`, 'The key path element kind is longer than 1500 bytes.'],
    [`${ROOT}/c/${'é'.repeat(751)}`, 'The key path element name is longer than 1500 bytes.'],
    ['projects/other/databases/(default)/documents/c/a', 'is not in the database'],
  ])('rejects %j', (name, message) => {
    expect(() => parseDocumentName(DB, name)).toThrow(message);
  });

  it('checks ids given on their own', () => {
    expect(() => validateCollectionId('a/b')).toThrow('Collection id "a/b" is invalid because it contains "/".');
    expect(() => validateCollectionId('..')).toThrow('Collection id ".." is invalid because it is reserved.');
    expect(() => validateDocumentId('a/b')).toThrow('Resource id "a/b" is invalid because it contains "/".');
    expect(() => validateDocumentId('.')).toThrow('Resource id "." is invalid because it is reserved.');
    expect(() => validateDocumentId('__id42__')).not.toThrow();
  });
});

describe('REST paths', () => {
  it('tells documents from listings, a trailing slash listing every collection', () => {
    expect(parseGetTarget(DB, '/c/a')).toEqual({ kind: 'document', path: 'c/a' });
    expect(parseGetTarget(DB, '/c/a/s')).toEqual({ kind: 'list', parent: 'c/a', collectionId: 's' });
    expect(parseGetTarget(DB, '/')).toEqual({ kind: 'list', parent: '', collectionId: '' });
    expect(parseGetTarget(DB, '/c/a/')).toEqual({ kind: 'list', parent: 'c/a', collectionId: '' });
    expect(() => parseGetTarget(DB, '/c/')).toThrow('has invalid trailing "/".');
    expect(() => parseGetTarget(DB, '/c//')).toThrow('lacks a resource id at index 46.');
    expect(() => parseGetTarget(DB, '/c/a//s')).toThrow('lacks a collection id at index 48.');
  });

  it('requires a document for PATCH and DELETE, and a document or the root as a parent', () => {
    expect(parseDocumentPath(DB, '/c/a')).toBe('c/a');
    expect(() => parseDocumentPath(DB, '/c')).toThrow(`Document name "${ROOT}/c" lacks "/" at index 45.`);
    expect(parseParentPath(DB, '')).toBe('');
    expect(parseParentPath(DB, '/c/a')).toBe('c/a');
    expect(() => parseParentPath(DB, '/c')).toThrow(`Document parent name "${ROOT}/c" lacks "/" at index 45.`);
  });
});
