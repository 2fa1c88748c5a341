/**
 * The Storage rules hook. Until the rules evaluator lands: the owner is allowed, anyone
 * else only in open mode (never silently open).
 */
import type { Identity } from '../auth/identity.js';
import { ApiError } from '../shared/errors.js';

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface StorageAccessRequest {
  readonly identity: Identity;
  readonly method: StorageMethod;
  readonly bucket: string;
  /** Object name (or list prefix without its trailing slash). */
  readonly name: string;
}

export interface StorageAccess {
  /** Throws a 403 ApiError when not allowed. */
  check(request: StorageAccessRequest): void;
}

export function ownerOrOpenStorageAccess(options: { open: boolean }): StorageAccess {
  return {
    check(request) {
      if (request.identity.kind === 'owner' || options.open) return;
      const what = request.method === 'list' ? 'LIST' : request.method === 'get' ? 'READ' : 'WRITE';
      throw new ApiError('PERMISSION_DENIED', `Permission denied. No ${what} permission.`);
    },
  };
}
