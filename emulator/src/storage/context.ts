import type { FirestoreStore } from '../firestore/store.js';
import type { Clock } from '../firestore/timestamp.js';
import type { RulesRegistry } from '../rules/registry.js';
import type { StorageAccess } from './access.js';
import type { ObjectStore } from './store.js';

export interface StorageContext {
  readonly objects: ObjectStore;
  readonly access: StorageAccess;
  readonly rules: RulesRegistry;
  /** For firestore.get()/exists() in storage rules. */
  readonly firestore: FirestoreStore;
  readonly clock: Clock;
  readonly onChange: () => void;
}
