/**
 * currentDocument preconditions, failing with the statuses and messages of Google's
 * emulator (its Datastore keys show through: oracle document_writes.json).
 */
import { ApiError, failedPrecondition, notFound } from '../../shared/errors.js';
import type { StoredDocument } from '../document.js';
import type { DatabaseRef } from '../paths.js';
import { timestampToMicros } from '../timestamp.js';
import type { Precondition } from './types.js';

/** A string as protobuf text format prints it: C escapes, other bytes in octal. */
function textFormatString(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (c === '"' || c === "'" || c === '\\') out += '\\' + c;
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (byte < 0x20 || byte >= 0x7f) out += '\\' + byte.toString(8).padStart(3, '0');
    else out += c;
  }
  return `"${out}"`;
}

function keyPath(path: string): string {
  const segments = path.split('/');
  let out = '';
  for (let i = 0; i < segments.length; i += 2) {
    const id = segments[i + 1]!;
    const numeric = /^__id(-?\d+)__$/.exec(id);
    const idLine = numeric ? `id: ${numeric[1]}` : `name: ${textFormatString(id)}`;
    out += `  Element {\n    type: ${textFormatString(segments[i]!)}\n    ${idLine}\n  }\n`;
  }
  return out;
}

function documentMissing(db: DatabaseRef, path: string): ApiError {
  return notFound(`no entity to update: app: "dev~${db.project}"\npath <\n${keyPath(path)}>\n`);
}

function documentExists(db: DatabaseRef, path: string): ApiError {
  return new ApiError('ALREADY_EXISTS', `entity already exists: EntityRef[partitionRef=dev~${db.project}, path=/${path}]`);
}

/** Throws when `stored` (null: missing) does not satisfy the precondition. */
export function checkPrecondition(
  db: DatabaseRef,
  path: string,
  precondition: Precondition | undefined,
  stored: StoredDocument | null,
): void {
  if (precondition?.exists === true && !stored) throw documentMissing(db, path);
  if (precondition?.exists === false && stored) throw documentExists(db, path);
  const required = precondition?.updateTime;
  if (required === undefined) return;
  const version = stored ? timestampToMicros(stored.updateTime) : 0n;
  const base = timestampToMicros(required);
  if (version !== base) {
    throw failedPrecondition(`the stored version (${version}) does not match the required base version (${base})`);
  }
}
