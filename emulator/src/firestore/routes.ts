/**
 * Firestore HTTP routing: maps the REST surface of Google's emulator onto API handlers.
 *
 *   GET  /                                                      → "Ok"
 *   POST /reset                                                 → drop all data
 *   PUT|GET /emulator/v1/projects/{p}:securityRules             → rules
 *   DELETE  /emulator/v1/projects/{p}/databases/{d}/documents[/…] → clear
 *   POST /v1/projects/{p}/databases/{d}/documents[/parent]:{verb} → RPC
 *   GET|PATCH|DELETE|POST /v1/projects/{p}/databases/{d}/documents/{path} → document REST
 *
 * Anything else answers 404 "Not Found" as plain text, like Google's emulator.
 */
import { notFoundText, text, type Handler, type HttpResponse } from '../http/server.js';
import { invalidArgument } from '../shared/errors.js';
import type { ApiRequest, FirestoreContext } from './context.js';
import { batchGet } from './api/batch-get.js';
import { batchWrite, commit } from './api/commit.js';
import { clearDocuments, getSecurityRules, putSecurityRules, reset } from './api/control.js';
import { createDocument, deleteDocument, getPath, patchDocument } from './api/documents.js';
import { listCollectionIds } from './api/list-collection-ids.js';
import { runAggregationQuery } from './api/run-aggregation-query.js';
import { runQuery } from './api/run-query.js';
import { beginTransaction, rollback } from './api/transactions.js';
import { ApiError } from '../shared/errors.js';
import type { DatabaseRef } from './paths.js';

type ApiHandler = (ctx: FirestoreContext, req: ApiRequest) => HttpResponse | Promise<HttpResponse>;

const unimplemented =
  (method: string): ApiHandler =>
  () => {
    throw new ApiError('UNIMPLEMENTED', `Method google.firestore.v1.Firestore/${method} is unimplemented`);
  };

/** RPCs on a database: only `…/documents:{verb}` (a parent path there is no route). */
const databaseVerbs: Record<string, ApiHandler> = {
  commit,
  batchGet,
  batchWrite,
  beginTransaction,
  rollback,
  executePipeline: () => {
    throw invalidArgument('ExecutePipeline requires the Database Edition to be `enterprise`.');
  },
};

/** RPCs on a parent: the root or a document, `…/documents[/c/d]:{verb}`. */
const parentVerbs: Record<string, ApiHandler> = {
  runQuery,
  runAggregationQuery,
  listCollectionIds,
  partitionQuery: unimplemented('PartitionQuery'),
};

const API = /^\/v1(?:beta1)?\/projects\/([^/]+)\/databases\/([^/]+)\/documents([/:].*)?$/;
const RULES = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const CLEAR = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(\/.*)?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Decodes a raw `/a/b%20c` tail segment by segment into `/a/b c`. */
const decodeTail = (tail: string): string => tail.split('/').map(decode).join('/');

/** '' or '/c/a' → relative path 'c/a' (slashes trimmed; validation is the handler's job). */
const relative = (decodedTail: string): string => decodedTail.replace(/^\//, '').replace(/\/$/, '');

export function firestoreHandler(ctx: FirestoreContext): Handler {
  return (req) => {
    const { method, rawPath } = req;
    if (rawPath === '/' && (method === 'GET' || method === 'HEAD')) return text(200, 'Ok\n');
    if (rawPath === '/reset' && method === 'POST') return reset(ctx);

    const rules = RULES.exec(rawPath);
    if (rules) {
      const project = decode(rules[1]!);
      if (method === 'PUT') return putSecurityRules(ctx, project, req);
      if (method === 'GET') return getSecurityRules(ctx, project);
      return notFoundText();
    }

    const clear = CLEAR.exec(rawPath);
    if (clear && method === 'DELETE') {
      const db: DatabaseRef = { project: decode(clear[1]!), database: decode(clear[2]!) };
      return clearDocuments(ctx, db, relative(decodeTail(clear[3] ?? '')), req);
    }

    const api = API.exec(rawPath);
    if (!api) return notFoundText();
    const db: DatabaseRef = { project: decode(api[1]!), database: decode(api[2]!) };
    let tail = api[3] ?? '';
    const verbMatch = /:([A-Za-z]+)$/.exec(tail);
    const verb = verbMatch?.[1];
    if (verbMatch) tail = tail.slice(0, verbMatch.index);
    const decodedTail = decodeTail(tail);
    const apiRequest: ApiRequest = { db, path: relative(decodedTail), rawPath: decodedTail, http: req };

    if (verb !== undefined) {
      const handler = tail === '' ? (databaseVerbs[verb] ?? parentVerbs[verb]) : parentVerbs[verb];
      if (!handler || method !== 'POST') return notFoundText();
      return handler(ctx, apiRequest);
    }
    switch (method) {
      case 'GET':
      case 'HEAD':
        return decodedTail === '' ? notFoundText() : getPath(ctx, apiRequest);
      case 'PATCH':
        return patchDocument(ctx, apiRequest);
      case 'DELETE':
        return deleteDocument(ctx, apiRequest);
      case 'POST':
        return createDocument(ctx, apiRequest);
      default:
        return notFoundText();
    }
  };
}
