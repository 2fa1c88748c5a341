/**
 * The rules hook: every Firestore request is put to a FirestoreAccess before it reads or
 * changes anything. Handlers describe the request; the access policy decides.
 *
 * The policy in use is rules-access.ts (firestore.rules evaluated); `ownerOrOpenAccess`
 * serves handler tests that are not about rules.
 */
import type { Identity } from '../auth/identity.js';
import { permissionDenied } from '../shared/errors.js';
import type { StoredDocument } from './document.js';
import type { DatabaseRef } from './paths.js';
import type { Query } from './query/types.js';
import type { DocumentView } from './store.js';
import type { Timestamp } from './timestamp.js';

type WriteMethod = 'create' | 'update' | 'delete';

export interface PlannedWrite {
  /** `get` is used for verify writes (docs/emulator.md §6.2: a read of the document). */
  readonly method: WriteMethod | 'get';
  readonly path: string;
  /** The document before this write (after earlier writes of the same commit). */
  readonly before: StoredDocument | null;
  /** The document after this write, transforms applied; null for delete and verify. */
  readonly after: StoredDocument | null;
}

interface Base {
  readonly identity: Identity;
  readonly db: DatabaseRef;
  /** request.time; equals the commit time for writes. */
  readonly time: Timestamp;
  /** The stored state when the request started. */
  readonly data: DocumentView;
}

export interface GetRequest extends Base {
  readonly path: string;
}

export interface QueryRequest extends Base {
  readonly query: Query;
}

export interface CommitRequest extends Base {
  readonly writes: readonly PlannedWrite[];
  /** The state after the whole commit, for getAfter()/existsAfter(). */
  readonly after: DocumentView;
}

export interface FirestoreAccess {
  /** Each throws PERMISSION_DENIED (403) when the request is not allowed. */
  checkGet(request: GetRequest): void;
  checkQuery(request: QueryRequest): void;
  checkCommit(request: CommitRequest): void;
}

const denied = (): Error => permissionDenied('Only the owner token is allowed (open mode is off).');

export function ownerOrOpenAccess(options: { open: boolean }): FirestoreAccess {
  const check = (request: Base): void => {
    if (request.identity.kind !== 'owner' && !options.open) throw denied();
  };
  return { checkGet: check, checkQuery: check, checkCommit: check };
}
