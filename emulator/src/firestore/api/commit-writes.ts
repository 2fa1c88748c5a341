/**
 * One atomic commit through the rules hook: plan every write (preconditions and limits
 * first), put the planned writes to the access policy with request.time = the commit time,
 * then apply them all.
 */
import type { Identity } from '../../auth/identity.js';
import type { FirestoreContext } from '../context.js';
import type { DatabaseRef } from '../paths.js';
import { applyPlan, planCommit, type CommitPlan } from '../writes/plan-commit.js';
import type { Write } from '../writes/types.js';

export function commitWrites(
  ctx: FirestoreContext,
  db: DatabaseRef,
  identity: Identity,
  writes: readonly Write[],
): CommitPlan {
  const database = ctx.store.database(db);
  const time = ctx.clock.now();
  const plan = planCommit(db, database, writes, time);
  ctx.access.checkCommit({ identity, db, time, data: database, writes: plan.planned, after: plan.after });
  applyPlan(database, plan);
  return plan;
}
