/**
 * The lines of Firestore's data files (docs/local-stack.md): each is the CRC-32 of its
 * JSON in 8 hex digits, a space, the JSON, and a newline. The checksum finds damage (a
 * disk problem, an edit by hand) when the files are read, before any document is decoded,
 * so that documents can stay on disk until they are first read.
 *
 *   {"name":…,"fields":…,"createTime":…,"updateTime":…}   a document (its Document resource;
 *                                                         the large fields apart: document-line.ts)
 *   {"delete":"<document name>"}                          a deleted document
 *   {"clear":"<document name or documents root>"}         a document and all below it deleted
 *   {"reset":true}                                        every database emptied
 *   {"commit":N}                                          log: the N lines before are one commit
 *   {"snapshot":3,"through":N}                            snapshot, first line: logs up to N are in it
 *   {"end":N}                                             snapshot, last line: after N documents
 */
import { crc32 } from 'node:zlib';
import { isJsonObject, type JsonObject } from '../values.js';

/**
 * What a line holds: a document (only its name read; its JSON starts `jsonStart` bytes
 * into the line), or a small record.
 */
export type DataLine =
  | {
      readonly kind: 'document';
      readonly name: string;
      readonly jsonStart: number;
      readonly jsonLength: number;
      /** The byte length of its large fields, written last (document-line.ts); 0 when they are not apart. */
      readonly tailBytes: number;
    }
  | { readonly kind: 'record'; readonly record: JsonObject };

const DOCUMENT_START = Buffer.from('{"name":"');
const CHECKSUM_DIGITS = 8;
const SPACE = 0x20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = Buffer.from('\n');

const checksum = (json: string | Buffer): string => crc32(json).toString(16).padStart(CHECKSUM_DIGITS, '0');

/** A line of `json` (which must hold no newline, as JSON.stringify's output never does). */
export function formatLine(json: string): string {
  return `${checksum(json)} ${json}\n`;
}

/** The line of JSON held as bytes (a document still as stored), as the pieces to write. */
export function formatLineBytes(json: Buffer): Buffer[] {
  return [Buffer.from(`${checksum(json)} `), json, NEWLINE];
}

export const recordLine = (record: JsonObject): string => formatLine(JSON.stringify(record));

/**
 * The end of the JSON string whose opening quote is at `start` (its closing quote). Bytes
 * of UTF-8 characters beyond ASCII are never a quote or a backslash.
 */
function stringEnd(bytes: Buffer, start: number): number {
  for (let i = start + 1; i < bytes.length; i++) {
    if (bytes[i] === BACKSLASH) i++;
    else if (bytes[i] === QUOTE) return i;
  }
  return -1;
}

const TAIL_BYTES = Buffer.from(',"tailBytes":');

/** The tailBytes that follows a document's name, or 0 when there is none. */
function tailBytesAfter(body: Buffer, at: number): number {
  if (!body.subarray(at, at + TAIL_BYTES.length).equals(TAIL_BYTES)) return 0;
  const digits = /^\d+/.exec(body.toString('latin1', at + TAIL_BYTES.length, at + TAIL_BYTES.length + 12))?.[0];
  const tailBytes = Number(digits);
  if (!digits || tailBytes >= body.length) throw new Error('its large fields\' length is not readable');
  return tailBytes;
}

/** Reads one line (without its newline); throws with the reason when it is damaged. */
export function parseLine(bytes: Buffer): DataLine {
  if (bytes.length <= CHECKSUM_DIGITS + 1 || bytes[CHECKSUM_DIGITS] !== SPACE) throw new Error('it has no checksum');
  const expected = Number.parseInt(bytes.toString('latin1', 0, CHECKSUM_DIGITS), 16);
  const body = bytes.subarray(CHECKSUM_DIGITS + 1);
  if (crc32(body) !== expected) throw new Error('its checksum does not match');
  if (body.subarray(0, DOCUMENT_START.length).equals(DOCUMENT_START)) {
    // Only the name is read now; the rest waits until the document is.
    const end = stringEnd(body, DOCUMENT_START.length - 1);
    const name: unknown = end === -1 ? undefined : JSON.parse(body.toString('utf8', DOCUMENT_START.length - 1, end + 1));
    if (typeof name !== 'string') throw new Error('its name is not readable');
    return { kind: 'document', name, jsonStart: CHECKSUM_DIGITS + 1, jsonLength: body.length, tailBytes: tailBytesAfter(body, end + 1) };
  }
  const record: unknown = JSON.parse(body.toString('utf8'));
  if (!isJsonObject(record)) throw new Error('it is not a record');
  return { kind: 'record', record };
}
