/**
 * Writes a snapshot: every document of the store as it was when the snapshot began, one
 * line each, streamed to a temporary file in batches and renamed over the old snapshot
 * once it is on disk. The work runs in short slices between requests, so a snapshot of a
 * large archive never holds up a request for long, and memory holds one batch at a time.
 */
import { open, rename, rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StoredDocument } from '../document.js';
import type { DatabaseRef } from '../paths.js';
import type { FirestoreStore } from '../store.js';
import { documentJson, DocumentOnDisk, storedJson } from './document-line.js';
import { SNAPSHOT_VERSION } from './files.js';
import { formatLineBytes, recordLine } from './lines.js';

/** Bytes gathered before a write to the file. */
const BATCH_BYTES = 1 << 20;
/** The longest stretch of encoding between two turns of the event loop. */
const SLICE_MS = 8;

interface DatabaseDocuments {
  readonly db: DatabaseRef;
  readonly documents: readonly (StoredDocument | DocumentOnDisk)[];
}

/**
 * The documents a snapshot will hold, taken at once (documents are immutable, so keeping
 * the references keeps this moment's state while later changes go on).
 */
export function documentsNow(store: FirestoreStore): DatabaseDocuments[] {
  return [...store.entries()].map(([db, database]) => ({ db, documents: database.documentsAsStored() }));
}

function lineOf(db: DatabaseRef, entry: StoredDocument | DocumentOnDisk): Buffer[] {
  // A document unchanged since the start is copied as it is on disk.
  if (entry instanceof DocumentOnDisk) return formatLineBytes(entry.json());
  return formatLineBytes(storedJson(entry) ?? Buffer.from(documentJson(db, entry)));
}

/** Writes the snapshot file; resolves with its size in bytes. `signal` abandons it (the old file stays). */
export async function writeSnapshot(
  file: string,
  content: readonly DatabaseDocuments[],
  through: number,
  signal: AbortSignal,
): Promise<number> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  let bytes = 0;
  try {
    let batch: Buffer[] = [Buffer.from(recordLine({ snapshot: SNAPSHOT_VERSION, through }))];
    let batchBytes = 0;
    let count = 0;
    let sliceStart = performance.now();
    for (const { db, documents } of content) {
      for (const entry of documents) {
        for (const piece of lineOf(db, entry)) {
          batch.push(piece);
          batchBytes += piece.length;
        }
        count++;
        if (batchBytes >= BATCH_BYTES) {
          bytes += (await handle.write(Buffer.concat(batch))).bytesWritten;
          batch = [];
          batchBytes = 0;
        }
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
        signal.throwIfAborted();
      }
    }
    batch.push(Buffer.from(recordLine({ end: count })));
    bytes += (await handle.write(Buffer.concat(batch))).bytesWritten;
    await handle.sync();
  } catch (err) {
    await handle.close();
    await rm(temporary, { force: true });
    throw err;
  }
  await handle.close();
  await rename(temporary, file);
  return bytes;
}
