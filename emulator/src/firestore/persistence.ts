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

export function importFirestore(store: FirestoreStore, data: unknown): number {
  if (!isJsonObject(data) || !Array.isArray(data.documents)) throw new Error('not a Firestore export');
  let count = 0;
  for (const raw of data.documents as unknown[]) {
    if (!isJsonObject(raw) || typeof raw.name !== 'string') continue;
    const parsed = parseName(raw.name);
    if (!parsed) continue;
    store.database(parsed.db).put({
      path: parsed.path,
      fields: decodeFields(raw.fields ?? {}),
      createTime: parseTimestamp(String(raw.createTime)),
      updateTime: parseTimestamp(String(raw.updateTime)),
    });
    count++;
  }
  return count;
}
