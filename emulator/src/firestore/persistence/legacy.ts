/**
 * firestore.json, the single file earlier versions wrote (every document of every database
 * as proto3 JSON, rewritten whole at each save). It is read at start so that existing
 * local data is kept; the first compaction writes its documents to firestore/ and removes it.
 */
import { readFile } from 'node:fs/promises';
import { decodeDocument } from '../document.js';
import { parseName } from '../paths.js';
import type { FirestoreStore } from '../store.js';
import { isJsonObject } from '../values.js';
import { UnreadableDataError } from './files.js';

/**
 * Loads the file into the store; resolves with how many documents it held, or undefined
 * when there is no such file. Every document is checked before any is stored: a file with
 * one bad entry is refused whole, never half imported.
 */
export async function loadLegacyFile(file: string, store: FirestoreStore): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UnreadableDataError(file, (err as Error).message);
  }
  try {
    const data: unknown = JSON.parse(text);
    if (!isJsonObject(data) || !Array.isArray(data.documents)) throw new Error('not a Firestore export');
    const documents = (data.documents as unknown[]).map((raw, index) => {
      const parsed = isJsonObject(raw) && typeof raw.name === 'string' ? parseName(raw.name) : undefined;
      if (!parsed) throw new Error(`document ${index} has no valid name`);
      try {
        return { db: parsed.db, doc: decodeDocument(parsed.path, raw) };
      } catch (err) {
        throw new Error(`document ${(raw as { name: string }).name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    for (const { db, doc } of documents) store.database(db).put(doc);
    return documents.length;
  } catch (err) {
    throw new UnreadableDataError(file, err instanceof Error ? err.message : String(err));
  }
}
