/**
 * Reads Firestore's data files into the store at start: the snapshot (or the firestore.json
 * of earlier versions), then every log written since, commit by commit. Documents stay on
 * disk (see DocumentOnDisk): only their names are read, and every line's checksum.
 *
 * A file that cannot be read throws UnreadableDataError, and the caller sets the files
 * aside (nothing is ever half imported). The one thing left out without complaint is a
 * commit at the end of a log that was not completely written: the emulator stopped (a
 * crash, a kill -9) while writing it, so it was never acknowledged.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { isDocumentPath, parseName } from '../paths.js';
import type { FirestoreStore } from '../store.js';
import { DocumentOnDisk, type StoredFile } from './document-line.js';
import type { JsonObject } from '../values.js';
import { firestoreFiles, logNumbers, SNAPSHOT, SNAPSHOT_VERSIONS_READ, UnreadableDataError, type FirestoreFiles } from './files.js';
import { loadLegacyFile } from './legacy.js';
import { readLines, type FileLine } from './line-reader.js';
import { parseLine, type DataLine } from './lines.js';
import { OpenFiles } from './open-files.js';

export interface LoadedFirestore {
  readonly documents: number;
  /** Log files on disk, by number. */
  readonly logs: readonly number[];
  /** The number the next log file takes. */
  readonly nextLog: number;
  /** Bytes of the logs the snapshot does not hold yet. */
  readonly logBytes: number;
  /** Bytes of the snapshot (or of firestore.json). */
  readonly baseBytes: number;
  /** The documents came from firestore.json, which the first compaction replaces. */
  readonly fromLegacy: boolean;
  /** The files documents were left in; to close when the emulator stops. */
  readonly files: OpenFiles;
}

export const nothingLoaded = (): LoadedFirestore => ({
  documents: 0, logs: [], nextLog: 1, logBytes: 0, baseBytes: 0, fromLegacy: false, files: new OpenFiles(),
});

/** A document line of a file, and where it starts there. */
type DocumentAt = { readonly line: DataLine & { kind: 'document' }; readonly offset: number };

function lineOf(file: string, line: FileLine): DataLine {
  try {
    return parseLine(line.bytes);
  } catch (err) {
    throw new UnreadableDataError(file, `line ${line.number}: ${(err as Error).message}`);
  }
}

function restoreDocument(store: FirestoreStore, file: string, source: StoredFile, { line, offset }: DocumentAt): void {
  const parsed = parseName(line.name);
  if (!parsed || !isDocumentPath(parsed.path)) throw new UnreadableDataError(file, `${line.name} is not a document name`);
  store.database(parsed.db).restore(parsed.path, new DocumentOnDisk(source, offset + line.jsonStart, line.jsonLength, line.tailBytes));
}

/** Reads the snapshot into the store; resolves with the number of the last log it holds. */
async function loadSnapshot(file: string, source: StoredFile, store: FirestoreStore): Promise<number> {
  let through: number | undefined;
  let documents = 0;
  let ended = false;
  await readLines(file, (line) => {
    if (line.unfinished) throw new UnreadableDataError(file, 'it is cut short');
    if (ended) throw new UnreadableDataError(file, `line ${line.number} follows the end`);
    const parsed = lineOf(file, line);
    if (line.number === 1) {
      const header = parsed.kind === 'record' ? parsed.record : {};
      if (!SNAPSHOT_VERSIONS_READ.includes(header.snapshot as number) || !Number.isInteger(header.through)) {
        throw new UnreadableDataError(file, 'it does not start as a snapshot');
      }
      through = header.through as number;
    } else if (parsed.kind === 'document') {
      restoreDocument(store, file, source, { line: parsed, offset: line.offset });
      documents++;
    } else if (parsed.record.end === documents) {
      ended = true;
    } else {
      throw new UnreadableDataError(file, `line ${line.number} is not a document`);
    }
  });
  if (through === undefined || !ended) throw new UnreadableDataError(file, 'it is cut short (no end line)');
  return through;
}

/** A record of a log: a document deleted, or cleared with all below it, or every database emptied. */
function applyRecord(store: FirestoreStore, file: string, record: JsonObject): void {
  if (record.reset === true) return store.clearAll();
  const name = typeof record.delete === 'string' ? record.delete : record.clear;
  const parsed = typeof name === 'string' ? parseName(name) : undefined;
  if (!parsed) throw new UnreadableDataError(file, `it holds an unknown record ${JSON.stringify(record).slice(0, 100)}`);
  const database = store.database(parsed.db);
  if (record.delete !== undefined) database.delete(parsed.path);
  else if (parsed.path === '') database.clear();
  else database.deleteRecursive(parsed.path);
}

/** Applies a log's commits in order; says so when its last one was not completely written. */
async function replayLog(file: string, source: StoredFile, store: FirestoreStore, log: (line: string) => void): Promise<void> {
  let commit: (DocumentAt | { readonly record: JsonObject })[] = [];
  let cutShort = false;
  await readLines(file, (line) => {
    if (line.unfinished) {
      cutShort = true;
      return;
    }
    const parsed = lineOf(file, line);
    if (parsed.kind === 'document') {
      commit.push({ line: parsed, offset: line.offset });
      return;
    }
    if (parsed.record.commit === undefined) {
      commit.push({ record: parsed.record });
      return;
    }
    if (parsed.record.commit !== commit.length) throw new UnreadableDataError(file, `line ${line.number}: the commit has lines missing`);
    for (const part of commit) {
      if ('record' in part) applyRecord(store, file, part.record);
      else restoreDocument(store, file, source, part);
    }
    commit = [];
  });
  if (cutShort || commit.length) {
    log(`Left out the last write in ${file}: the emulator stopped while writing it, before it was acknowledged.`);
  }
}

async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new UnreadableDataError(folder, (err as Error).message);
  }
}

export async function loadFirestore(dataDir: string, store: FirestoreStore, log: (line: string) => void): Promise<LoadedFirestore> {
  const files = new OpenFiles();
  try {
    return await loadFiles(dataDir, store, files, log);
  } catch (err) {
    files.closeAll();
    throw err;
  }
}

async function loadFiles(dataDir: string, store: FirestoreStore, open: OpenFiles, log: (line: string) => void): Promise<LoadedFirestore> {
  const files: FirestoreFiles = firestoreFiles(dataDir);
  const names = await namesIn(files.folder);
  // Left by a stop in the middle of a compaction: the snapshot before it still holds everything.
  if (names.includes(`${SNAPSHOT}.tmp`)) await rm(`${files.snapshot}.tmp`, { force: true });
  let through = 0;
  let baseBytes = 0;
  let fromLegacy = false;
  if (names.includes(SNAPSHOT)) {
    through = await loadSnapshot(files.snapshot, open.open(files.snapshot), store);
    baseBytes = await sizeOf(files.snapshot);
    // Left by a stop between writing the snapshot and removing the file it replaced.
    if (await sizeOf(files.legacy).then(() => true, () => false)) {
      log(`${files.legacy} is left out: its documents are in ${files.folder} already. Delete it when you no longer want it.`);
    }
  } else if ((await loadLegacyFile(files.legacy, store)) !== undefined) {
    baseBytes = await sizeOf(files.legacy);
    fromLegacy = true;
  }

  const logs = logNumbers(names);
  let logBytes = 0;
  for (const n of logs) {
    if (n <= through) {
      // In the snapshot already: left by a stop before the compaction removed it.
      await rm(files.log(n), { force: true });
      continue;
    }
    await replayLog(files.log(n), open.open(files.log(n)), store, log);
    logBytes += await sizeOf(files.log(n));
  }
  let documents = 0;
  for (const [, database] of store.entries()) documents += database.size;
  const kept = logs.filter((n) => n > through);
  return { documents, logs: kept, nextLog: Math.max(through, ...kept) + 1, logBytes, baseBytes, fromLegacy, files: open };
}
