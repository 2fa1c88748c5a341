/**
 * The document REST surface: GET (a document, or a listing: see list-documents.ts), PATCH,
 * DELETE, and POST to a collection to create. Writes go through the same engine and rules
 * hook as :commit. Each handler checks the resource name, then reads the caller, then the
 * rest (oracle auth.json).
 */
import { randomInt } from 'node:crypto';
import type { Identity } from '../../auth/identity.js';
import { json, parseJsonBody, type HttpResponse } from '../../http/server.js';
import { invalidArgument, invalidPayload, notFound } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { encodeDocument } from '../document.js';
import { fullName } from '../paths.js';
import {
  parseDocumentPath,
  parseGetTarget,
  parseParentPath,
  validateCollectionId,
  validateDocumentId,
} from '../resource-names.js';
import { checkWrite, readDocument, type RawWrite } from '../writes/decode-write.js';
import { commitWrites } from './commit-writes.js';
import { listDocuments } from './list-documents.js';
import { callerOf, maskParam, preconditionParams, rejectReadTime } from './request.js';

/** GET below `/documents`: a document, or the documents of one or every collection. */
export function getPath(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const target = parseGetTarget(req.db, req.rawPath);
  return target.kind === 'document' ? getDocument(ctx, req, target.path) : listDocuments(ctx, req, target);
}

function getDocument(ctx: FirestoreContext, req: ApiRequest, path: string): HttpResponse {
  const identity = callerOf(req);
  const mask = maskParam(req, 'mask');
  rejectReadTime(req.http.query.has('readTime'));
  const transaction = req.http.query.get('transaction');
  if (transaction !== null) ctx.transactions.use(Buffer.from(transaction, 'base64'), req.db);
  const data = ctx.store.database(req.db);
  ctx.access.checkGet({ identity, db: req.db, time: ctx.clock.now(), data, path });
  const doc = data.get(path);
  if (!doc) throw notFound(`Document (${fullName(req.db, path)}) not found.`);
  return json(200, encodeDocument(req.db, doc, mask));
}

/** Writes `fields` to `path` as one commit and answers with the stored document. */
function writeDocument(
  ctx: FirestoreContext,
  req: ApiRequest,
  identity: Identity,
  write: Omit<RawWrite, 'kind' | 'transforms'> & { path: string },
): HttpResponse {
  const mask = maskParam(req, 'mask');
  const checked = checkWrite(req.db, { ...write, kind: 'update', transforms: [] });
  const plan = commitWrites(ctx, req.db, identity, [checked]);
  const stored = plan.changes.get(write.path);
  if (!stored) throw new Error(`a write to ${write.path} left no document`);
  return json(200, encodeDocument(req.db, stored, mask));
}

export function patchDocument(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const { fields } = readDocument(parseJsonBody(req.http, invalidPayload));
  const path = parseDocumentPath(req.db, req.rawPath);
  const identity = callerOf(req);
  const { query } = req.http;
  const mask = query.has('updateMask.fieldPaths') ? query.getAll('updateMask.fieldPaths') : undefined;
  const precondition = preconditionParams(req);
  return writeDocument(ctx, req, identity, { path, name: fullName(req.db, path), fields, mask, precondition });
}

export function deleteDocument(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const path = parseDocumentPath(req.db, req.rawPath);
  const identity = callerOf(req);
  const precondition = preconditionParams(req);
  commitWrites(ctx, req.db, identity, [{ kind: 'delete', path, transforms: [], precondition }]);
  return json(200, {});
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like the ones the SDKs generate. */
function autoId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_CHARS[randomInt(ID_CHARS.length)];
  return id;
}

/** POST …/documents/{parent…}/{collectionId}[?documentId=]: create, failing if it exists. */
export function createDocument(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const { fields } = readDocument(parseJsonBody(req.http, invalidPayload));
  const slash = req.rawPath.lastIndexOf('/');
  const parent = parseParentPath(req.db, req.rawPath.slice(0, Math.max(slash, 0)));
  const collectionId = req.rawPath.slice(slash + 1);
  if (collectionId === '') throw invalidArgument('Collection id must not be empty.');
  validateCollectionId(collectionId);
  const documentId = req.http.query.get('documentId') || autoId();
  validateDocumentId(documentId);
  const identity = callerOf(req);
  const path = [parent, collectionId, documentId].filter((s) => s !== '').join('/');
  const precondition = { exists: false };
  return writeDocument(ctx, req, identity, { path, name: fullName(req.db, path), fields, precondition });
}
