/**
 * Response bodies of the write RPCs, shaped like Google's emulator's: a write without an
 * update time is `{}`, an empty commit is `{}`, batchWrite statuses are google.rpc.Status.
 */
import { grpcCodeOf, type ApiError } from '../../shared/errors.js';
import { formatTimestamp } from '../timestamp.js';
import { encodeValue, type JsonObject } from '../values.js';
import type { CommitPlan, WriteResult } from '../writes/plan-commit.js';

function encodeWriteResult(result: WriteResult): JsonObject {
  const out: JsonObject = {};
  if (result.updateTime) out.updateTime = formatTimestamp(result.updateTime);
  if (result.transformResults) out.transformResults = result.transformResults.map(encodeValue);
  return out;
}

export function encodeCommit(plan: CommitPlan | undefined): JsonObject {
  if (!plan) return {};
  return { writeResults: plan.results.map(encodeWriteResult), commitTime: formatTimestamp(plan.time) };
}

export type BatchOutcome = { readonly ok: WriteResult } | { readonly error: ApiError };

export function encodeBatchWrite(outcomes: readonly BatchOutcome[]): JsonObject {
  return {
    writeResults: outcomes.map((o) => ('ok' in o ? encodeWriteResult(o.ok) : {})),
    status: outcomes.map((o) => ('ok' in o ? {} : { code: grpcCodeOf[o.error.status], message: o.error.message })),
  };
}
