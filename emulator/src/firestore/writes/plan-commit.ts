/**
 * The write engine: plans a commit on top of the stored state without touching it, so the
 * whole commit can be checked (preconditions, size, then rules) and applied atomically.
 * Writes to the same document apply in order; every write gets the commit time, except one
 * that changes nothing, which keeps the document's old updateTime.
 */
import type { PlannedWrite } from '../access.js';
import type { StoredDocument } from '../document.js';
import type { DatabaseRef } from '../paths.js';
import type { Database, DocumentView } from '../store.js';
import type { Timestamp } from '../timestamp.js';
import { checkDocumentSize } from '../validation.js';
import type { Value } from '../values.js';
import { applyWrite, sameFields } from './apply-write.js';
import { checkPrecondition } from './preconditions.js';
import type { Write } from './types.js';

export interface WriteResult {
  /** Absent for deletes and verifies. */
  readonly updateTime?: Timestamp;
  /** Present when the write had transforms, one per transform. */
  readonly transformResults?: readonly Value[];
}

export interface CommitPlan {
  readonly time: Timestamp;
  readonly planned: readonly PlannedWrite[];
  readonly results: readonly WriteResult[];
  /** The final state of every document the commit touches; null: deleted. */
  readonly changes: ReadonlyMap<string, StoredDocument | null>;
  /** The stored state with the whole commit applied. */
  readonly after: DocumentView;
}

class Overlay implements DocumentView {
  constructor(
    private readonly base: DocumentView,
    private readonly changes: ReadonlyMap<string, StoredDocument | null>,
  ) {}

  get(path: string): StoredDocument | undefined {
    return this.changes.has(path) ? (this.changes.get(path) ?? undefined) : this.base.get(path);
  }
}

function planOne(
  write: Write,
  before: StoredDocument | null,
  time: Timestamp,
): { planned: PlannedWrite; result: WriteResult; after: StoredDocument | null | undefined } {
  const { path } = write;
  if (write.kind === 'verify') {
    return { planned: { method: 'get', path, before, after: null }, result: {}, after: undefined };
  }
  if (write.kind === 'delete') {
    return { planned: { method: 'delete', path, before, after: null }, result: {}, after: null };
  }
  const { fields, transformResults } = applyWrite(before?.fields, write, time);
  checkDocumentSize(path, fields);
  const after: StoredDocument =
    before && sameFields(before.fields, fields)
      ? before
      : { path, fields, createTime: before?.createTime ?? time, updateTime: time };
  const result: WriteResult = write.transforms.length
    ? { updateTime: after.updateTime, transformResults }
    : { updateTime: after.updateTime };
  return { planned: { method: before ? 'update' : 'create', path, before, after }, result, after };
}

/** Throws the first failing precondition or size limit; changes nothing. */
export function planCommit(db: DatabaseRef, stored: DocumentView, writes: readonly Write[], time: Timestamp): CommitPlan {
  const changes = new Map<string, StoredDocument | null>();
  const view = new Overlay(stored, changes);
  const planned: PlannedWrite[] = [];
  const results: WriteResult[] = [];
  for (const write of writes) {
    const before = view.get(write.path) ?? null;
    checkPrecondition(db, write.path, write.precondition, before);
    const step = planOne(write, before, time);
    if (step.after !== undefined) changes.set(write.path, step.after);
    planned.push(step.planned);
    results.push(step.result);
  }
  return { time, planned, results, changes, after: view };
}

export function applyPlan(database: Database, plan: CommitPlan): void {
  if (plan.changes.size) database.apply(plan.changes);
}
