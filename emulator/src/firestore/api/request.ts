/**
 * What every Firestore handler reads from a request: the JSON body as a message, query
 * parameters, and the caller (oracle auth.json: the Authorization header is read after the
 * request's resource name and before the rest of it is validated).
 */
import { firestoreIdentity, type Identity } from '../../auth/identity.js';
import { parseJsonBody } from '../../http/server.js';
import { invalidArgument, invalidPayload, permissionDenied } from '../../shared/errors.js';
import type { ApiRequest } from '../context.js';
import type { FieldPath } from '../paths.js';
import { parseTimestamp } from '../timestamp.js';
import { parseStrictFieldPath } from '../writes/field-paths.js';
import { readMessage, type Message } from '../writes/proto-json.js';
import type { Precondition } from '../writes/types.js';

export const callerOf = (req: ApiRequest): Identity => firestoreIdentity(req.http.headers.authorization);

/** The JSON body read as a message with the given fields (an empty body is `{}`). */
export const bodyOf = (req: ApiRequest, known: readonly string[]): Message =>
  readMessage(parseJsonBody(req.http, invalidPayload), known);

/** Listing collections, showing missing documents and batchWrite are for the owner only. */
export function requireOwner(caller: Identity, what: 'Metadata operations' | 'Batch writes'): void {
  if (caller.kind !== 'owner') throw permissionDenied(`${what} require admin authentication.`);
}

const badParam = (name: string, type: string, raw: string): Error =>
  invalidArgument(`Invalid value at '${name}' (${type}), "${raw}"`);

export function boolParam(req: ApiRequest, name: string): boolean | undefined {
  const raw = req.http.query.get(name);
  if (raw === null) return undefined;
  if (raw !== 'true' && raw !== 'false') throw badParam(name, 'TYPE_BOOL', raw);
  return raw === 'true';
}

export function int32Param(req: ApiRequest, name: string): number | undefined {
  const raw = req.http.query.get(name);
  if (raw === null) return undefined;
  const n = Number(raw);
  if (!/^-?\d+$/.test(raw) || n < -(2 ** 31) || n >= 2 ** 31) throw badParam(name, 'TYPE_INT32', raw);
  return n;
}

/** A repeated `{name}.fieldPaths` parameter (a DocumentMask), or undefined when absent. */
export function maskParam(req: ApiRequest, name: 'mask' | 'updateMask'): FieldPath[] | undefined {
  const paths = req.http.query.getAll(`${name}.fieldPaths`);
  return paths.length ? paths.map(parseStrictFieldPath) : undefined;
}

export function preconditionParams(req: ApiRequest): Precondition | undefined {
  const exists = boolParam(req, 'currentDocument.exists');
  if (exists !== undefined) return { exists };
  const updateTime = req.http.query.get('currentDocument.updateTime');
  return updateTime === null ? undefined : { updateTime: parseTimestamp(updateTime) };
}

/** Reads at a past time need history the emulator does not keep; Google's answers so too. */
export function rejectReadTime(present: boolean): void {
  if (present) throw invalidArgument('Only timestamps past epoch are supported.');
}
