/**
 * POST …/documents:batchGet — what getDoc and tx.get send. One `get` decision per document;
 * the answer keeps the request's order and gives every missing document a readTime
 * (docs/emulator.md §3.6: the SDK asserts both).
 */
import { json, type HttpResponse } from '../../http/server.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { encodeDocument } from '../document.js';
import { fullName } from '../paths.js';
import { parseDocumentName } from '../resource-names.js';
import { formatTimestamp } from '../timestamp.js';
import type { JsonObject } from '../values.js';
import { parseStrictFieldPath } from '../writes/field-paths.js';
import { oneOf, optBytes, optMask, optTimestamp, stringList } from '../writes/proto-json.js';
import { bodyOf, callerOf, rejectReadTime } from './request.js';
import { readTransactionOptions, startTransaction } from './transactions.js';

export function batchGet(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const body = bodyOf(req, ['documents', 'mask', 'transaction', 'newTransaction', 'readTime']);
  const names = stringList(body.documents);
  const maskTexts = optMask(body.mask);
  oneOf(body, ['transaction', 'newTransaction', 'readTime']);
  const transaction = optBytes(body.transaction);
  const newTransaction = body.newTransaction === undefined ? undefined : readTransactionOptions(body.newTransaction);
  const readTime = optTimestamp(body.readTime);
  const identity = callerOf(req);

  const paths = names.map((name) => parseDocumentName(req.db, name));
  const mask = maskTexts?.map(parseStrictFieldPath);
  rejectReadTime(readTime !== undefined);
  if (transaction) ctx.transactions.use(transaction, req.db);

  const data = ctx.store.database(req.db);
  const time = ctx.clock.now();
  for (const path of paths) ctx.access.checkGet({ identity, db: req.db, time, data, path });

  const out: JsonObject[] = [];
  if (newTransaction) out.push({ transaction: startTransaction(ctx, req, newTransaction) });
  const at = formatTimestamp(time);
  for (const path of paths) {
    const doc = data.get(path);
    out.push(doc ? { found: encodeDocument(req.db, doc, mask), readTime: at } : { missing: fullName(req.db, path), readTime: at });
  }
  return json(200, out);
}
