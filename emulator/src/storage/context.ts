/**
 * What every Storage API handler gets: the shared state of the emulator, the decoded
 * target of the request, and the one way handlers consult the rules hook.
 */
import type { Identity } from '../auth/identity.js';
import type { FirestoreStore } from '../firestore/store.js';
import type { Clock, Timestamp } from '../firestore/timestamp.js';
import type { HttpRequest } from '../http/server.js';
import type { RulesRegistry } from '../rules/registry.js';
import type { StorageAccess, StorageMethod, StorageRulesResource } from './access.js';
import type { ObjectStore } from './store.js';

export interface StorageContext {
  readonly objects: ObjectStore;
  readonly access: StorageAccess;
  readonly rules: RulesRegistry;
  /** For firestore.get()/exists() in storage rules. */
  readonly firestore: FirestoreStore;
  readonly clock: Clock;
  /** Called after every successful change, for persistence. */
  readonly onChange: () => void;
}

/** A request to a bucket (`name` is the object, or '' for the bucket itself). */
export interface StorageRequest {
  readonly bucket: string;
  readonly project: string;
  readonly name: string;
  readonly identity: Identity;
  readonly http: HttpRequest;
}

export interface Decision {
  readonly resource: StorageRulesResource | null;
  readonly requestResource: StorageRulesResource | null;
  readonly time: Timestamp;
  readonly delimiter?: string;
}

/** A request header as one string (repeated headers joined), or undefined. */
export function header(req: HttpRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Asks the rules hook; throws its 403 when the operation is not allowed. */
export function checkAccess(ctx: StorageContext, req: StorageRequest, method: StorageMethod, decision: Decision): void {
  const { identity, project, bucket, name } = req;
  ctx.access.check({ identity, method, project, bucket, name, ...decision });
}
