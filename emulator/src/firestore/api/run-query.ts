/**
 * POST …/documents[/{parent document}]:runQuery (docs/emulator.md §3.7).
 *
 * Order of checks, as on Google's emulator (oracle/auth.json): the parent, then the
 * caller's token, then the query; then the rules and the composite-index check; then the
 * query runs. The answer is one entry per document, the last with `done: true`, and a
 * single `{readTime, done}` entry when nothing matches.
 */
import { firestoreIdentity, type Identity } from '../../auth/identity.js';
import { json, parseJsonBody, type HttpResponse } from '../../http/server.js';
import { invalidArgument, invalidPayload } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { encodeDocument } from '../document.js';
import { fullName, isCollectionPath, validatePath, type FieldPath } from '../paths.js';
import { decodeFirst } from '../query/decode-first.js';
import { executeQuery } from '../query/execute.js';
import { readObject } from '../query/parse-json.js';
import { parseStructuredQuery } from '../query/parse.js';
import type { Query } from '../query/types.js';
import type { Database } from '../store.js';
import { formatTimestamp, type Timestamp } from '../timestamp.js';
import type { JsonObject } from '../values.js';
import { rejectReadTime } from './request.js';

const TRANSACTION_KEYS = ['transaction', 'newTransaction', 'readTime', 'explainOptions'];

export interface QueryCall {
  readonly identity: Identity;
  readonly database: Database;
  readonly time: Timestamp;
  /** The request body with its keys in camelCase. */
  readonly body: Record<string, unknown>;
  /** Starts the `newTransaction` the request asked for; the response entries to put first. */
  readonly beginTransaction: () => JsonObject[];
}

/** The parent must be the root or a document (`rooms/r1`), never a collection. */
function checkParent(req: ApiRequest): void {
  if (isCollectionPath(req.path)) {
    const name = fullName(req.db, req.path);
    throw invalidArgument(`Document parent name "${name}" lacks "/" at index ${name.length}.`);
  }
  validatePath(req.path);
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Reads inside a transaction (checked, not pinned) or starts one: `newTransaction`. */
function readTransactionOptions(ctx: FirestoreContext, req: ApiRequest, body: Record<string, unknown>) {
  const { transaction, newTransaction, readTime } = body;
  rejectReadTime(readTime !== undefined);
  if (transaction !== undefined) {
    if (typeof transaction !== 'string' || !BASE64.test(transaction)) throw invalidPayload();
    ctx.transactions.use(Buffer.from(transaction, 'base64'), req.db);
  }
  if (newTransaction === undefined) return () => [];
  const mode = readObject(newTransaction, ['readOnly', 'readWrite']);
  return () => [{ transaction: ctx.transactions.begin(req.db, mode.readOnly !== undefined) }];
}

/** What runQuery and runAggregationQuery share before their query is parsed. */
export function openQueryCall(
  ctx: FirestoreContext,
  req: ApiRequest,
  queryKey: 'structuredQuery' | 'structuredAggregationQuery',
): QueryCall {
  checkParent(req);
  const identity = firestoreIdentity(req.http.headers.authorization);
  const body = readObject(parseJsonBody(req.http, invalidPayload), [queryKey, ...TRANSACTION_KEYS]);
  const beginTransaction = readTransactionOptions(ctx, req, body);
  const database = ctx.store.database(req.db);
  return { identity, database, time: ctx.clock.now(), body, beginTransaction };
}

/**
 * Rules first (a denied caller learns nothing about indexes), then the index check.
 * `aggregated`: for aggregations, the fields they sum or average.
 */
export function checkQuery(
  ctx: FirestoreContext,
  req: ApiRequest,
  call: QueryCall,
  query: Query,
  aggregated?: readonly FieldPath[],
): void {
  const { identity, time, database } = call;
  ctx.access.checkQuery({ identity, db: req.db, query, time, data: database });
  ctx.indexes.check(req.db, query, aggregated);
}

export async function runQuery(ctx: FirestoreContext, req: ApiRequest): Promise<HttpResponse> {
  const call = openQueryCall(ctx, req, 'structuredQuery');
  const query = parseStructuredQuery(call.body.structuredQuery, req.path);
  checkQuery(ctx, req, call, query);
  await decodeFirst(call.database, query);
  const { documents, skipped } = executeQuery(call.database, query);

  const readTime = formatTimestamp(call.time);
  const entries: JsonObject[] = documents.map((doc, i) => ({
    document: encodeDocument(req.db, doc, query.select),
    readTime,
    ...(skipped > 0 && i < documents.length - 1 && { skippedResults: skipped }),
  }));
  if (entries.length === 0) entries.push({ readTime });
  entries[entries.length - 1]!.done = true;
  return json(200, [...call.beginTransaction(), ...entries]);
}
