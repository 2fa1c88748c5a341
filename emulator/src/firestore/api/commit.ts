/**
 * POST …/documents:commit and :batchWrite. A commit is atomic; a batchWrite (owner only)
 * applies each write on its own and reports a status per write.
 */
import { json, type HttpResponse } from '../../http/server.js';
import { ApiError, invalidArgument } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { checkWrite, readWrites } from '../writes/decode-write.js';
import type { CommitPlan } from '../writes/plan-commit.js';
import { optBytes } from '../writes/proto-json.js';
import { checkBatchTargets, checkCommitTargets } from '../writes/targets.js';
import { commitWrites } from './commit-writes.js';
import { bodyOf, callerOf, requireOwner } from './request.js';
import { encodeBatchWrite, encodeCommit, type BatchOutcome } from './write-responses.js';

export function commit(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const body = bodyOf(req, ['writes', 'transaction']);
  const raw = readWrites(body.writes);
  const transaction = optBytes(body.transaction);
  const caller = callerOf(req);
  const writes = raw.map((w) => checkWrite(req.db, w));
  checkCommitTargets(writes);
  const tx = transaction === undefined ? undefined : ctx.transactions.use(transaction, req.db);
  if (tx?.readOnly && writes.length) throw invalidArgument('Cannot modify entities in a read-only transaction.');
  let plan: CommitPlan | undefined;
  try {
    if (writes.length) plan = commitWrites(ctx, req.db, caller, writes);
  } finally {
    if (tx) ctx.transactions.end(tx.token);
  }
  return json(200, encodeCommit(plan));
}

export function batchWrite(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const body = bodyOf(req, ['writes', 'labels']);
  const raw = readWrites(body.writes);
  const caller = callerOf(req);
  const writes = raw.map((w) => checkWrite(req.db, w));
  checkBatchTargets(writes);
  requireOwner(caller, 'Batch writes');
  const outcomes = writes.map((write): BatchOutcome => {
    try {
      return { ok: commitWrites(ctx, req.db, caller, [write]).results[0]! };
    } catch (err) {
      if (err instanceof ApiError) return { error: err };
      throw err;
    }
  });
  return json(200, outcomes.length ? encodeBatchWrite(outcomes) : {});
}
