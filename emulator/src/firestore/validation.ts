/**
 * Document content checks with the messages of Google's emulator (oracle limits.json,
 * document_writes.json). They run in two passes, like Google's: first the Firestore rules
 * (reserved names, nested arrays), then the storage limits of its Datastore layer, where a
 * problem inside a map is only reported as "Property m contains an invalid nested entity."
 * and array elements are properties named `array`.
 */
import { invalidArgument } from '../shared/errors.js';
import type { MapFields, Value } from './values.js';

const MAX_VALUE_BYTES = 1_048_487;
const MAX_NAME_BYTES = 1500;
const MAX_DEPTH = 20;
const RESERVED = /^__.*__$/;

const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');

/** Vector values are maps with a `__type__` key, the one reserved name a client may send. */
const isVectorType = (key: string, value: Value): boolean =>
  key === '__type__' && value.kind === 'string' && value.value === '__vector__';

function checkFirestoreValue(value: Value, inArray: boolean): void {
  if (value.kind === 'array') {
    if (inArray) throw invalidArgument('Nested arrays are not allowed');
    for (const element of value.values) checkFirestoreValue(element, true);
  } else if (value.kind === 'map') {
    for (const [key, child] of value.fields) {
      if (RESERVED.test(key) && !isVectorType(key, child)) throw invalidArgument(`field name '${key}' is reserved.`);
      checkFirestoreValue(child, false);
    }
  }
}

/** Pass one: reserved field names and arrays directly inside arrays. */
export function validateFirestoreFields(fields: MapFields): void {
  for (const [key, value] of fields) {
    if (RESERVED.test(key)) throw invalidArgument(`field name ${key} is reserved`);
    checkFirestoreValue(value, false);
  }
}

/** The elements arrayUnion/arrayRemove add to an array follow the array rule too. */
export function validateArrayElements(values: readonly Value[]): void {
  for (const value of values) checkFirestoreValue(value, true);
}

const tooLong = (value: Value): boolean =>
  (value.kind === 'string' && utf8(value.value) > MAX_VALUE_BYTES) ||
  (value.kind === 'bytes' && value.value.length > MAX_VALUE_BYTES);

const join = (prefix: string, name: string): string => (prefix === '' ? name : `${prefix}.${name}`);

/** Whether a map at nesting `level`, whose names count from `prefix`, is a valid nested entity. */
function isValidEntity(fields: MapFields, prefix: string, level: number): boolean {
  if (level > MAX_DEPTH) return false;
  for (const [key, value] of fields) {
    if (utf8(join(prefix, key)) > MAX_NAME_BYTES) return false;
    if (!isValidProperty(key, value, prefix, level)) return false;
  }
  return true;
}

function isValidProperty(name: string, value: Value, prefix: string, level: number): boolean {
  if (tooLong(value)) return false;
  if (value.kind === 'map') return isValidEntity(value.fields, join(prefix, name), level + 1);
  if (value.kind === 'array') {
    if (level + 1 > MAX_DEPTH) return false;
    return value.values.every((element) => isValidProperty('array', element, prefix, level + 1));
  }
  return true;
}

function checkTopLevelValue(name: string, value: Value, level: number): void {
  if (tooLong(value)) throw invalidArgument(`The value of property "${name}" is longer than ${MAX_VALUE_BYTES} bytes.`);
  if (value.kind === 'map' && !isValidEntity(value.fields, name, level)) {
    throw invalidArgument(`Property ${name} contains an invalid nested entity.`);
  }
  if (value.kind === 'array') {
    for (const element of value.values) checkTopLevelValue('array', element, level + 1);
  }
}

/** Pass two: name and value sizes and nesting depth (maps and arrays count alike, ≤ 20). */
export function validateStorageLimits(fields: MapFields): void {
  for (const [name, value] of fields) {
    if (utf8(name) > MAX_NAME_BYTES) throw invalidArgument('The property.name is longer than 1500 bytes.');
    checkTopLevelValue(name, value, 1);
  }
}

// ---------------------------------------------------------------- document size

const MAX_DOCUMENT_BYTES = 1_048_576;

/** Storage size of a relative document path, as Firestore counts it. */
function nameSize(path: string): number {
  return path.split('/').reduce((n, segment) => n + utf8(segment) + 1, 16);
}

function valueSize(value: Value): number {
  switch (value.kind) {
    case 'null':
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
    case 'timestamp':
      return 8;
    case 'geoPoint':
      return 16;
    case 'string':
      return utf8(value.value) + 1;
    case 'bytes':
      return value.value.length;
    case 'reference':
      return nameSize(value.value);
    case 'array':
      return value.values.reduce((n, v) => n + valueSize(v), 0);
    case 'map':
      return fieldsSize(value.fields);
  }
}

function fieldsSize(fields: MapFields): number {
  let n = 0;
  for (const [key, value] of fields) n += utf8(key) + 1 + valueSize(value);
  return n;
}

/** A stored document may not exceed 1 MiB (name, fields and a fixed overhead). */
export function checkDocumentSize(path: string, fields: MapFields): void {
  if (nameSize(path) + fieldsSize(fields) + 32 > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(`maximum entity size is ${MAX_DOCUMENT_BYTES} bytes`);
  }
}
