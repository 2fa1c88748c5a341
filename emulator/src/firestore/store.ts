/**
 * The document store: every database of every project, in memory. Documents are grouped
 * by collection so that a query touches only the collection (or collection group) it names.
 *
 * Every change is told to the store's journal before it is made (local persistence appends
 * it to a log; a change the journal refuses by throwing is not made). Documents found on
 * disk at start may stay there until something reads them (DocumentOnDisk), so that a
 * start does not wait for every document to be decoded, and their large fields after that
 * (LazyFields).
 */
import type { StoredDocument } from './document.js';
import { lastSegment, parentOf, type DatabaseRef } from './paths.js';
import { decodeOnDisk, DocumentOnDisk } from './persistence/document-line.js';
import { comparePaths } from './values.js';

/** Read access to one database's state; also the shape of "the state after this commit". */
export interface DocumentView {
  get(path: string): StoredDocument | undefined;
}

/** A change to one database: documents written (null: deleted), or a document and all below it cleared ('' = all). */
type DatabaseChange =
  | { readonly kind: 'write'; readonly documents: ReadonlyMap<string, StoredDocument | null> }
  | { readonly kind: 'clear'; readonly path: string };

export type StoreChange = (DatabaseChange & { readonly db: DatabaseRef }) | { readonly kind: 'reset' };

export interface Journal {
  /** Called before each change is made; throwing refuses it. */
  record(change: StoreChange): void;
}

type Entry = StoredDocument | DocumentOnDisk;

class Collection {
  /** document id → document */
  readonly documents = new Map<string, Entry>();
  /** Values computed from the documents (sorted orders), forgotten at any change. */
  readonly derived = new Map<string, unknown>();
}

/** How many derived values a collection keeps: each may hold an entry per document. */
const DERIVED_PER_COLLECTION = 4;

export class Database implements DocumentView {
  /** collection path → its documents */
  private readonly collections = new Map<string, Collection>();

  constructor(private readonly onChange: (change: DatabaseChange) => void = () => undefined) {}

  get(path: string): StoredDocument | undefined {
    const collection = this.collections.get(parentOf(path));
    if (!collection) return undefined;
    const id = lastSegment(path);
    const entry = collection.documents.get(id);
    return entry && decoded(collection, id, entry, path);
  }

  /** Applies a commit's changes (null: deleted) as one change. */
  apply(documents: ReadonlyMap<string, StoredDocument | null>): void {
    this.onChange({ kind: 'write', documents });
    for (const [path, doc] of documents) {
      if (doc) this.set(path, doc);
      else this.remove(path);
    }
  }

  put(doc: StoredDocument): void {
    this.apply(new Map([[doc.path, doc]]));
  }

  delete(path: string): void {
    this.apply(new Map([[path, null]]));
  }

  /** Stores a document found on disk at start (see DocumentOnDisk); not a change. */
  restore(path: string, document: DocumentOnDisk): void {
    this.set(path, document);
  }

  /** Deletes a document and everything below it. */
  deleteRecursive(path: string): void {
    this.onChange({ kind: 'clear', path });
    this.remove(path);
    const prefix = path + '/';
    for (const collection of [...this.collections.keys()]) {
      if (collection.startsWith(prefix)) this.collections.delete(collection);
    }
  }

  clear(): void {
    this.onChange({ kind: 'clear', path: '' });
    this.collections.clear();
  }

  private set(path: string, entry: Entry): void {
    const parent = parentOf(path);
    let collection = this.collections.get(parent);
    if (!collection) {
      collection = new Collection();
      this.collections.set(parent, collection);
    }
    collection.documents.set(lastSegment(path), entry);
    collection.derived.clear();
  }

  private remove(path: string): void {
    const parent = parentOf(path);
    const collection = this.collections.get(parent);
    if (!collection?.documents.delete(lastSegment(path))) return;
    collection.derived.clear();
    if (collection.documents.size === 0) this.collections.delete(parent);
  }

  /** Documents directly in one collection, unordered. */
  *documentsIn(collectionPath: string): Iterable<StoredDocument> {
    const collection = this.collections.get(collectionPath);
    if (collection) yield* decodedDocuments(collectionPath, collection);
  }

  /**
   * Documents of every collection named `collectionId` at any depth below `parentPath`
   * (a document path, or '' for the root), unordered.
   */
  *collectionGroup(parentPath: string, collectionId: string): Iterable<StoredDocument> {
    const prefix = parentPath === '' ? '' : parentPath + '/';
    for (const [path, collection] of this.collections) {
      if (lastSegment(path) === collectionId && path.startsWith(prefix)) yield* decodedDocuments(path, collection);
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

  *allDocuments(): Iterable<StoredDocument> {
    for (const [path, collection] of this.collections) yield* decodedDocuments(path, collection);
  }

  /** Every document as it is stored now, decoded or not (to write them to disk as they are). */
  documentsAsStored(): (StoredDocument | DocumentOnDisk)[] {
    const out: (StoredDocument | DocumentOnDisk)[] = [];
    for (const collection of this.collections.values()) for (const entry of collection.documents.values()) out.push(entry);
    return out;
  }

  /** Decodes the documents still on disk, one a step; a step yields the error of one that cannot be. */
  *decodeStored(): Generator<Error | undefined> {
    for (const [parent, collection] of this.collections) {
      for (const [id, entry] of collection.documents) {
        if (!(entry instanceof DocumentOnDisk)) continue;
        try {
          decoded(collection, id, entry, `${parent}/${id}`);
          yield undefined;
        } catch (err) {
          yield err as Error;
        }
      }
    }
  }

  /**
   * A value computed from one collection's documents (a query's sorted order), kept until
   * any document of that collection changes.
   */
  derived<T>(collectionPath: string, key: string, compute: () => T): T {
    const collection = this.collections.get(collectionPath);
    if (!collection) return compute();
    if (collection.derived.has(key)) return collection.derived.get(key) as T;
    const value = compute();
    if (collection.derived.size >= DERIVED_PER_COLLECTION) collection.derived.delete(collection.derived.keys().next().value!);
    collection.derived.set(key, value);
    return value;
  }

  get size(): number {
    let n = 0;
    for (const collection of this.collections.values()) n += collection.documents.size;
    return n;
  }
}

/**
 * The entry as a StoredDocument, reading and decoding it (once) if it is still on disk;
 * its large fields may stay there until read (LazyFields).
 */
function decoded(collection: Collection, id: string, entry: Entry, path: string): StoredDocument {
  if (!(entry instanceof DocumentOnDisk)) return entry;
  const doc = decodeOnDisk(path, entry);
  // Same key: a Map keeps the position, so iterations under way are not disturbed.
  collection.documents.set(id, doc);
  return doc;
}

function* decodedDocuments(path: string, collection: Collection): Iterable<StoredDocument> {
  for (const [id, entry] of collection.documents) yield decoded(collection, id, entry, `${path}/${id}`);
}

export class FirestoreStore {
  private readonly databases = new Map<string, Database>();
  /** Told of every change before it is made (local persistence); none by default. */
  journal: Journal | undefined;

  database(ref: DatabaseRef): Database {
    const key = `${ref.project}/${ref.database}`;
    let db = this.databases.get(key);
    if (!db) {
      const fixed = { project: ref.project, database: ref.database };
      db = new Database((change) => this.journal?.record({ ...change, db: fixed }));
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

  /** Decodes every document still on disk, one a step (see Database.decodeStored). */
  *decodeStored(): Generator<Error | undefined> {
    for (const db of this.databases.values()) yield* db.decodeStored();
  }

  clearAll(): void {
    this.journal?.record({ kind: 'reset' });
    this.databases.clear();
  }
}
