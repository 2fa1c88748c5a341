/**
 * The composite-index check: a query that production Firestore would reject for a missing
 * index fails the same way here (400 FAILED_PRECONDITION "The query requires an index. …"),
 * unless firestore.indexes.json defines one that serves it. Google's emulator has no such
 * check, so parity tests run with `noIndexCheck`.
 *
 * Production's rules, as implemented (index-requirements.ts, index-match.ts):
 * - Every field gets single-field indexes (ascending, descending, array-contains) at
 *   collection scope; none at collection-group scope unless a field override adds them.
 *   They serve queries on one field: `==`, ranges, `!=`, `array-contains`, `orderBy`.
 * - Equality-only filters on several fields (`==`, `in`, `array-contains`) are served by
 *   merging single-field indexes: no composite index is needed.
 * - Equality filters plus an orderBy or inequality on another field, `array-contains` plus
 *   an orderBy/range, several inequality or orderBy fields, or an orderBy whose `__name__`
 *   direction differs from its last field's, need a composite index: equality fields first
 *   (any order), then the order fields in the query's order and directions. Composite
 *   indexes with the same order fields merge to cover more equality fields.
 * - OR queries need an index for each disjunction; sum/avg need the aggregated field indexed.
 * - Collection-group queries need collection-group-scope indexes (composite or override);
 *   a collection query is only served by collection-scope indexes (strict: production may
 *   be more lenient there, but never the other way round).
 * - Key-only queries (no filters or orders besides `__name__`) never need an index;
 *   findNearest (vector indexes) is not checked.
 *
 * Sources: https://firebase.google.com/docs/firestore/query-data/index-overview (index
 * types, "queries supported by single-field indexes", "index merging", collection-group
 * scope), https://firebase.google.com/docs/firestore/query-data/indexing (exemptions,
 * firestore.indexes.json), https://firebase.google.com/docs/firestore/query-data/multiple-range-fields,
 * https://cloud.google.com/blog/products/databases/aggregate-with-sum-and-avg-in-firestore.
 */
import type { DatabaseRef, FieldPath } from '../paths.js';
import type { IndexConfig } from './index-config.js';
import { isServed, type IndexTarget } from './index-match.js';
import { indexRequirements } from './index-requirements.js';
import { missingIndexError } from './index-suggestion.js';
import type { Query } from './types.js';

export interface IndexChecker {
  /**
   * Throws FAILED_PRECONDITION naming the index to add when the query needs one.
   * `aggregated`: given for aggregations, the fields they sum or average.
   */
  check(db: DatabaseRef, query: Query, aggregated?: readonly FieldPath[]): void;
}

export const noIndexCheck: IndexChecker = { check: () => undefined };

export function createIndexChecker(config: IndexConfig): IndexChecker {
  return {
    check(db, query, aggregated) {
      // Queries over every collection can only use keys; vector search is not modelled.
      if (query.collectionId === '' || query.findNearest) return;
      const target: IndexTarget = {
        collectionGroup: query.collectionId,
        queryScope: query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
      };
      for (const req of indexRequirements(query, aggregated)) {
        if (!isServed(config, target, req)) throw missingIndexError(db, target, req);
      }
    },
  };
}
