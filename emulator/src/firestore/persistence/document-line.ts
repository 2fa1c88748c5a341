/**
 * How a document is written in Firestore's data files, and read back (docs/local-stack.md).
 *
 * A document is its Document resource as JSON. When its large fields (over LARGE_FIELD
 * characters each, an article's text and search words) add up to SPLIT_OVER or more, they
 * are written last, apart from the others:
 *
 *   {"name":…,"tailBytes":K,"tailFields":[…],"createTime":…,"updateTime":…,"fields":{small},"tail":{large}}
 *
 * where K is the byte length of the `{large}` object, which ends one byte before the line's
 * JSON does. The bytes before `,"tail":`, closed with `}`, are a document of their own:
 * the small fields can be read without parsing the large ones (LazyFields), so that a
 * start, and a query over a large archive, parse a few kilobytes a document, not 70.
 * Documents written before this (lines without tailBytes) are read whole, as they were.
 */
import { decodeDocument, encodeDocument, type StoredDocument } from '../document.js';
import { LazyFields } from '../lazy-fields.js';
import type { DatabaseRef } from '../paths.js';
import { decodeFields, isJsonObject, type JsonObject } from '../values.js';

/** A field whose JSON is this many characters or more is a large one. */
const LARGE_FIELD = 1024;
/** Large fields are kept apart when they add up to this many characters. */
const SPLIT_OVER = 4096;
const TAIL_KEY = ',"tail":';

/** A data file open for reading. */
export interface StoredFile {
  /** `length` bytes from `offset`. */
  read(offset: number, length: number): Buffer;
}

/**
 * A document found on disk at start and not read since: where its JSON is (and, for a
 * document with its large fields apart, their byte length). It is read again and decoded
 * when something first reads it, or the decoding in the background gets to it; until then
 * it takes a few bytes of memory.
 */
export class DocumentOnDisk {
  constructor(
    readonly file: StoredFile,
    readonly offset: number,
    readonly length: number,
    /** The byte length of the large fields' object at the end; 0 when they are not apart. */
    readonly tailBytes = 0,
  ) {}

  json(): Buffer {
    return this.file.read(this.offset, this.length);
  }
}

/** The JSON line of a document, its large fields apart when they are worth it. */
export function documentJson(db: DatabaseRef, doc: StoredDocument): string {
  const resource = encodeDocument(db, doc);
  const fields = Object.entries((resource.fields ?? {}) as JsonObject).map(([name, value]) => ({
    name,
    json: `${JSON.stringify(name)}:${JSON.stringify(value)}`,
  }));
  const large = fields.filter((field) => field.json.length >= LARGE_FIELD);
  if (large.reduce((sum, field) => sum + field.json.length, 0) < SPLIT_OVER) return JSON.stringify(resource);
  const small = fields.filter((field) => field.json.length < LARGE_FIELD);
  const tail = `{${large.map((field) => field.json).join(',')}}`;
  const head = [
    `{"name":${JSON.stringify(resource.name)}`,
    `"tailBytes":${Buffer.byteLength(tail)}`,
    `"tailFields":${JSON.stringify(large.map((field) => field.name))}`,
    `"createTime":${JSON.stringify(resource.createTime)}`,
    `"updateTime":${JSON.stringify(resource.updateTime)}`,
    `"fields":{${small.map((field) => field.json).join(',')}}`,
  ].join(',');
  return `${head}${TAIL_KEY}${tail}}`;
}

/** Documents decoded from disk and what they were decoded from: a snapshot copies their bytes. */
const sources = new WeakMap<StoredDocument, DocumentOnDisk>();

/** The bytes a document was read from, when it is exactly what they hold (documents never change). */
export const storedJson = (doc: StoredDocument): Buffer | undefined => sources.get(doc)?.json();

const parseJson = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));

function decodeLine(path: string, entry: DocumentOnDisk): StoredDocument {
  if (entry.tailBytes === 0) return decodeDocument(path, parseJson(entry.json()));
  const tailStart = entry.length - 1 - entry.tailBytes;
  const headLength = tailStart - TAIL_KEY.length;
  if (headLength <= 0) throw new Error('its large fields do not fit in it');
  const head = parseJson(Buffer.concat([entry.file.read(entry.offset, headLength), Buffer.from('}')]));
  const doc = decodeDocument(path, head);
  const names = isJsonObject(head) ? head.tailFields : undefined;
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) throw new Error('its large fields have no names');
  const decodeLarge = () => {
    try {
      return decodeFields(parseJson(entry.file.read(entry.offset + tailStart, entry.tailBytes)));
    } catch (err) {
      throw new Error(`The stored document ${path} cannot be decoded: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  return { ...doc, fields: new LazyFields(doc.fields, names, decodeLarge) };
}

/** The document a line holds, its large fields left on disk until read. */
export function decodeOnDisk(path: string, entry: DocumentOnDisk): StoredDocument {
  let doc: StoredDocument;
  try {
    doc = decodeLine(path, entry);
  } catch (err) {
    // Its line's checksum held, so the data folder was written this way (by hand, or by a bug).
    throw new Error(`The stored document ${path} cannot be decoded: ${err instanceof Error ? err.message : String(err)}`);
  }
  sources.set(doc, entry);
  return doc;
}
