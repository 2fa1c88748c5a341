/**
 * The Storage rules hook: every operation is put to a StorageAccess before it reads or
 * changes anything (docs/emulator.md §6.6). Handlers describe the request; the policy decides.
 * The policy in use is rules-access.ts (storage.rules evaluated).
 */
import type { Identity } from '../auth/identity.js';
import type { Timestamp } from '../firestore/timestamp.js';
import type { StorageObjectFields } from '../rules/eval/convert-storage.js';
import { permissionDenied, type ApiError } from '../shared/errors.js';

/** Uploads (new or overwrite) are `create`; `update` is only a metadata PATCH (docs/emulator.md §6.6). */
export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** An object as storage rules read it: `resource` and `request.resource`. */
export type StorageRulesResource = StorageObjectFields;

export interface StorageAccessRequest {
  readonly identity: Identity;
  readonly method: StorageMethod;
  /** The project the bucket belongs to: rules are looked up and firestore.get() reads here. */
  readonly project: string;
  readonly bucket: string;
  /**
   * Object name, or for `list` the prefix without its trailing slash ('' for the root).
   * The rules path is `/b/{bucket}/o/{name}` (`/b/{bucket}/o` when name is '').
   */
  readonly name: string;
  /** The stored object, or null when there is none. */
  readonly resource: StorageRulesResource | null;
  /** The object as it would be after a create or update; null for get, list and delete. */
  readonly requestResource: StorageRulesResource | null;
  /** request.time. */
  readonly time: Timestamp;
  /** list only: the delimiter the client asked for ('' for none). */
  readonly delimiter?: string;
}

export interface StorageAccess {
  /** Throws a 403 ApiError (see `storageDenied`) when not allowed. */
  check(request: StorageAccessRequest): void;
}

/** The 403 Google's emulator sends for a denied operation. */
export function storageDenied(method: StorageMethod): ApiError {
  const what = method === 'list' ? 'LIST' : method === 'get' ? 'READ' : 'WRITE';
  return permissionDenied(`Permission denied. No ${what} permission.`);
}
