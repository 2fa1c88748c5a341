/**
 * POST …/documents:beginTransaction and :rollback, and the TransactionOptions message that
 * `newTransaction` reads share with them.
 */
import { json, type HttpResponse } from '../../http/server.js';
import { failedPrecondition, invalidArgument } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { compareTimestamps, type Timestamp } from '../timestamp.js';
import { oneOf, optBytes, optTimestamp, readMessage } from '../writes/proto-json.js';
import { bodyOf, callerOf } from './request.js';

export interface TransactionOptions {
  readonly readOnly: boolean;
  readonly readTime?: Timestamp;
  readonly retryTransaction?: Buffer;
}

export function readTransactionOptions(raw: unknown): TransactionOptions {
  const m = readMessage(raw, ['readOnly', 'readWrite']);
  const mode = oneOf(m, ['readOnly', 'readWrite']);
  if (mode === 'readOnly') {
    const readOnly = readMessage(m.readOnly, ['readTime']);
    return { readOnly: true, readTime: optTimestamp(readOnly.readTime) };
  }
  const readWrite = readMessage(m.readWrite, ['retryTransaction', 'concurrencyMode']);
  return { readOnly: false, retryTransaction: optBytes(readWrite.retryTransaction) };
}

/** Checks the options and starts the transaction; returns its id. */
export function startTransaction(ctx: FirestoreContext, req: ApiRequest, options: TransactionOptions): string {
  if (options.readTime) {
    // Without history, only "now" could be served, and a past time is always too old.
    const now = ctx.clock.now();
    if (compareTimestamps(options.readTime, now) > 0) {
      throw invalidArgument("The requested 'read_time' cannot be in the future.");
    }
    throw failedPrecondition("The requested 'read_time' is too old.");
  }
  if (options.retryTransaction) ctx.transactions.checkWellFormed(options.retryTransaction);
  return ctx.transactions.begin(req.db, options.readOnly);
}

export function beginTransaction(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const body = bodyOf(req, ['options']);
  const options = readTransactionOptions(body.options);
  callerOf(req); // only to reject a malformed Authorization header, as Google's does
  return json(200, { transaction: startTransaction(ctx, req, options) });
}

export function rollback(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const body = bodyOf(req, ['transaction']);
  const transaction = optBytes(body.transaction) ?? Buffer.alloc(0);
  callerOf(req);
  ctx.transactions.rollback(transaction);
  return json(200, {});
}
