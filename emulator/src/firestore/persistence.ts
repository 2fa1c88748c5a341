/**
 * Firestore export/import for local persistence: every document of every database as
 * proto3 JSON with its create and update times.
 */
import { encodeDocument } from './document.js';
import { parseName } from './paths.js';
import type { FirestoreStore } from './store.js';
import { parseTimestamp } from './timestamp.js';
import { decodeFields, isJsonObject, type JsonObject } from './values.js';

export interface FirestoreExport {
  readonly version: 1;
  readonly documents: JsonObject[];
}

export function exportFirestore(store: FirestoreStore): FirestoreExport {
  const documents: JsonObject[] = [];
  for (const [ref, db] of store.entries()) {
    for (const doc of db.allDocuments()) documents.push(encodeDocument(ref, doc));
  }
  return { version: 1, documents };
}

/**
 * Loads an export into the store. Every document is checked before any is stored: a file
 * with one bad entry is refused whole (the caller sets it aside), never half imported and
 * then overwritten by the next save without the rest.
 */
export function importFirestore(store: FirestoreStore, data: unknown): number {
  if (!isJsonObject(data) || !Array.isArray(data.documents)) throw new Error('not a Firestore export');
  const documents = (data.documents as unknown[]).map((raw, index) => {
    const parsed = isJsonObject(raw) && typeof raw.name === 'string' ? parseName(raw.name) : undefined;
    if (!isJsonObject(raw) || !parsed) throw new Error(`document ${index} has no valid name`);
    try {
      return {
        db: parsed.db,
        doc: {
          path: parsed.path,
          fields: decodeFields(raw.fields ?? {}),
          createTime: parseTimestamp(String(raw.createTime)),
          updateTime: parseTimestamp(String(raw.updateTime)),
        },
      };
    } catch (err) {
      throw new Error(`document ${raw.name as string}: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  for (const { db, doc } of documents) store.database(db).put(doc);
  return documents.length;
}
