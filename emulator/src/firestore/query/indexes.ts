/**
 * Composite index check (to be completed): a query that production Firestore would reject
 * for a missing composite index fails the same way unless firestore.indexes.json has it.
 */
import type { DatabaseRef } from '../paths.js';
import type { Query } from './types.js';

export interface IndexChecker {
  /** Throws FAILED_PRECONDITION naming the index to add when the query needs one. */
  check(db: DatabaseRef, query: Query): void;
}

export const noIndexCheck: IndexChecker = { check: () => undefined };
