/**
 * The document store: every database of every project, in memory. Documents are grouped
 * by collection so that a query touches only the collection (or collection group) it names.
 */
import type { StoredDocument } from './document.js';
import { comparePaths } from './values.js';
import { lastSegment, parentOf, type DatabaseRef } from './paths.js';

/** Read access to one database's state; also the shape of "the state after this commit". */
export interface DocumentView {
  get(path: string): StoredDocument | undefined;
}

export class Database implements DocumentView {
  /** collection path → (document id → document) */
  private readonly collections = new Map<string, Map<string, StoredDocument>>();

  get(path: string): StoredDocument | undefined {
    return this.collections.get(parentOf(path))?.get(lastSegment(path));
  }

  put(doc: StoredDocument): void {
    const collection = parentOf(doc.path);
    let docs = this.collections.get(collection);
    if (!docs) {
      docs = new Map();
      this.collections.set(collection, docs);
    }
    docs.set(lastSegment(doc.path), doc);
  }

  delete(path: string): void {
    const collection = parentOf(path);
    const docs = this.collections.get(collection);
    if (!docs) return;
    docs.delete(lastSegment(path));
    if (docs.size === 0) this.collections.delete(collection);
  }

  /** Documents directly in one collection, unordered. */
  documentsIn(collectionPath: string): Iterable<StoredDocument> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /**
   * Documents of every collection named `collectionId` at any depth below `parentPath`
   * (a document path, or '' for the root), unordered.
   */
  *collectionGroup(parentPath: string, collectionId: string): Iterable<StoredDocument> {
    const prefix = parentPath === '' ? '' : parentPath + '/';
    for (const [path, docs] of this.collections) {
      if (lastSegment(path) === collectionId && path.startsWith(prefix)) yield* docs.values();
    }
  }

  /** Ids of the collections directly under a document ('' = root) that hold documents at any depth. */
  collectionIds(parentPath: string): string[] {
    const prefix = parentPath === '' ? '' : parentPath + '/';
    const ids = new Set<string>();
    for (const path of this.collections.keys()) {
      if (path.startsWith(prefix)) ids.add(path.slice(prefix.length).split('/')[0]!);
    }
    return [...ids].sort(comparePaths);
  }

  /** Deletes a document and everything below it. */
  deleteRecursive(path: string): void {
    this.delete(path);
    const prefix = path + '/';
    for (const collection of [...this.collections.keys()]) {
      if (collection.startsWith(prefix)) this.collections.delete(collection);
    }
  }

  *allDocuments(): Iterable<StoredDocument> {
    for (const docs of this.collections.values()) yield* docs.values();
  }

  get size(): number {
    let n = 0;
    for (const docs of this.collections.values()) n += docs.size;
    return n;
  }

  clear(): void {
    this.collections.clear();
  }
}

export class FirestoreStore {
  private readonly databases = new Map<string, Database>();

  database(ref: DatabaseRef): Database {
    const key = `${ref.project}/${ref.database}`;
    let db = this.databases.get(key);
    if (!db) {
      db = new Database();
      this.databases.set(key, db);
    }
    return db;
  }

  *entries(): Iterable<[DatabaseRef, Database]> {
    for (const [key, db] of this.databases) {
      const slash = key.indexOf('/');
      yield [{ project: key.slice(0, slash), database: key.slice(slash + 1) }, db];
    }
  }

  clearAll(): void {
    this.databases.clear();
  }
}
