/**
 * The documents a query's `from` selects, before any filter: one collection, every
 * collection under the parent (collectionId ''), or a collection group at any depth.
 */
import type { StoredDocument } from '../document.js';
import type { Database } from '../store.js';
import type { Query } from './types.js';

export function* candidates(database: Database, query: Query): Iterable<StoredDocument> {
  const { parent, collectionId, allDescendants } = query;
  const prefix = parent === '' ? '' : parent + '/';
  if (allDescendants && collectionId !== '') {
    yield* database.collectionGroup(parent, collectionId);
  } else if (allDescendants) {
    for (const doc of database.allDocuments()) if (doc.path.startsWith(prefix)) yield doc;
  } else if (collectionId !== '') {
    yield* database.documentsIn(prefix + collectionId);
  } else {
    for (const id of database.collectionIds(parent)) yield* database.documentsIn(prefix + id);
  }
}
