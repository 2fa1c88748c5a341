/**
 * Local persistence (docs/local-stack.md): a data folder read at start, then kept up to
 * date. Firestore appends each change to a log before answering (firestore/persistence);
 * Storage is written every few seconds while it changed, and on shutdown.
 *
 * Nothing is ever lost to a bad file: files are replaced atomically, and data that cannot
 * be read at start is reported by name and set aside (the stack starts without it)
 * instead of being overwritten by later saves.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { firestoreFiles, UnreadableDataError, type FirestoreFiles } from './firestore/persistence/files.js';
import { FirestoreLog } from './firestore/persistence/journal.js';
import { loadFirestore, nothingLoaded, type LoadedFirestore } from './firestore/persistence/load.js';
import type { FirestoreStore } from './firestore/store.js';
import { moveAside, setAsideMessage } from './shared/data-files.js';
import type { ObjectStore } from './storage/store.js';

const STORAGE_DIR = 'storage';

/** How often a running emulator saves Storage and flushes Firestore's log to the disk. */
export const AUTOSAVE_INTERVAL_MS = 2000;

/** The longest stretch of decoding documents in the background between two requests. */
const DECODE_SLICE_MS = 5;

export interface LocalDataOptions {
  readonly log?: (line: string) => void;
  /** Passed to the Firestore log (tests compact sooner). */
  readonly compactMinBytes?: number;
}

export interface LocalData {
  readonly documents: number;
  readonly objects: number;
  /** Files or folders that could not be read, and where they were moved. */
  readonly setAside: readonly { readonly file: string; readonly movedTo: string }[];
  /** Storage changed: the next save writes it. */
  objectsChanged(): void;
  /** Flushes Firestore's log to the disk, and writes Storage if it changed. */
  save(): Promise<void>;
  /** Writes a Firestore snapshot now (tests; it happens on its own as the logs grow). */
  compact(): Promise<void>;
  /** Saves and closes the files; a compaction under way is abandoned (the files stay whole). */
  close(): Promise<void>;
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

/** Moves away every part of Firestore's data: the logs build on the snapshot, so none is read without the rest. */
async function setFirestoreAside(
  files: FirestoreFiles,
  unreadable: UnreadableDataError,
  putAside: (file: string, reason: string, consequence: string) => Promise<void>,
): Promise<void> {
  for (const part of [files.legacy, files.folder]) {
    if (!(await exists(part))) continue;
    const reason = part === unreadable.file ? unreadable.reason : `${unreadable.file}: ${unreadable.reason}`;
    await putAside(part, reason, 'Firestore starts without those documents');
  }
}

/** Decodes the documents a start left on disk, a few milliseconds at a time; returns the function that stops it. */
function decodeInBackground(store: FirestoreStore, log: (line: string) => void): () => void {
  const steps = store.decodeStored();
  let timer: NodeJS.Immediate | undefined;
  const slice = (): void => {
    const deadline = performance.now() + DECODE_SLICE_MS;
    while (performance.now() < deadline) {
      const step = steps.next();
      if (step.done) return;
      if (step.value) log(step.value.message);
    }
    timer = setImmediate(slice);
  };
  timer = setImmediate(slice);
  return () => clearImmediate(timer);
}

export async function openLocalData(
  dir: string,
  firestore: FirestoreStore,
  objects: ObjectStore,
  options: LocalDataOptions = {},
): Promise<LocalData> {
  const log = options.log ?? (() => undefined);
  await mkdir(dir, { recursive: true });
  const setAside: { file: string; movedTo: string }[] = [];
  const putAside = async (file: string, reason: string, consequence: string): Promise<void> => {
    const movedTo = await moveAside(file);
    setAside.push({ file, movedTo });
    log(setAsideMessage(file, movedTo, reason, consequence));
  };

  const files = firestoreFiles(dir);
  let loaded: LoadedFirestore;
  try {
    loaded = await loadFirestore(dir, firestore, log);
  } catch (err) {
    if (!(err instanceof UnreadableDataError)) throw err;
    firestore.clearAll();
    await setFirestoreAside(files, err, putAside);
    loaded = nothingLoaded();
  }
  await mkdir(files.folder, { recursive: true });

  // The blobs belong to their index: an unreadable part sets the whole folder aside.
  const storageDir = path.join(dir, STORAGE_DIR);
  let objectCount = 0;
  try {
    objectCount = await objects.importFrom(storageDir);
  } catch (err) {
    await putAside(storageDir, reasonOf(err), 'Storage starts without those objects');
  }

  const journal = new FirestoreLog({ files, store: firestore, loaded, log, compactMinBytes: options.compactMinBytes });
  firestore.journal = journal;
  const stopDecoding = decodeInBackground(firestore, log);

  let objectsDirty = false;
  // Saves run one after another.
  let saving: Promise<void> = Promise.resolve();
  const save = (): Promise<void> => {
    const run = saving.then(async () => {
      await journal.flush();
      if (!objectsDirty) return;
      objectsDirty = false;
      try {
        await objects.exportTo(storageDir);
      } catch (err) {
        // Still unsaved: the next save tries again.
        objectsDirty = true;
        throw err;
      }
    });
    saving = run.catch(() => undefined);
    return run;
  };

  return {
    documents: loaded.documents,
    objects: objectCount,
    setAside,
    objectsChanged: () => {
      objectsDirty = true;
    },
    save,
    compact: () => journal.compact(),
    async close() {
      stopDecoding();
      try {
        await save();
      } finally {
        firestore.journal = undefined;
        await journal.close();
        loaded.files.closeAll();
      }
    },
  };
}
