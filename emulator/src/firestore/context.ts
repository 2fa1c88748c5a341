/**
 * What every Firestore API handler gets: the shared state of the emulator and the
 * decoded request.
 */
import type { HttpRequest } from '../http/server.js';
import type { RulesRegistry } from '../rules/registry.js';
import type { FirestoreAccess } from './access.js';
import type { IndexChecker } from './query/indexes.js';
import type { DatabaseRef } from './paths.js';
import type { FirestoreStore } from './store.js';
import type { Clock } from './timestamp.js';
import type { TransactionRegistry } from './transactions.js';

export interface FirestoreContext {
  readonly store: FirestoreStore;
  readonly clock: Clock;
  readonly access: FirestoreAccess;
  readonly rules: RulesRegistry;
  readonly indexes: IndexChecker;
  readonly transactions: TransactionRegistry;
}

export interface ApiRequest {
  readonly db: DatabaseRef;
  /**
   * The decoded relative path after `/documents`: the document or collection of a
   * GET/PATCH/DELETE, or the parent of a `:verb` call ('' for the root).
   */
  readonly path: string;
  /** The path exactly as the client sent it after `/documents` (decoded), e.g. '/c/' or ''. */
  readonly rawPath: string;
  readonly http: HttpRequest;
}
