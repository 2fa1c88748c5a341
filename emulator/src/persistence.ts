/**
 * Local persistence: the emulator's data is written to a folder every few seconds while
 * something changed, and on shutdown, and imported on start. See docs/local-stack.md.
 *
 * Nothing is ever lost to a bad file: files are replaced atomically, and a file that cannot
 * be read at start is reported by name and set aside (the stack starts without its data)
 * instead of being overwritten by the next save.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { exportFirestore, importFirestore } from './firestore/persistence.js';
import type { FirestoreStore } from './firestore/store.js';
import { moveAside, setAsideMessage, writeFileAtomically } from './shared/data-files.js';
import type { ObjectStore } from './storage/store.js';

const FIRESTORE_FILE = 'firestore.json';
const STORAGE_DIR = 'storage';

/** How often a running emulator saves changes: a crash loses at most this much. */
export const AUTOSAVE_INTERVAL_MS = 2000;

export async function saveData(dir: string, firestore: FirestoreStore, objects: ObjectStore): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFileAtomically(path.join(dir, FIRESTORE_FILE), JSON.stringify(exportFirestore(firestore)));
  await objects.exportTo(path.join(dir, STORAGE_DIR));
}

export interface LoadedData {
  readonly documents: number;
  readonly objects: number;
  /** Files or folders that could not be read, and where they were moved. */
  readonly setAside: readonly { readonly file: string; readonly movedTo: string }[];
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export async function loadData(
  dir: string,
  firestore: FirestoreStore,
  objects: ObjectStore,
  log: (line: string) => void = () => undefined,
): Promise<LoadedData> {
  const setAside: { file: string; movedTo: string }[] = [];
  const putAside = async (file: string, err: unknown, consequence: string): Promise<void> => {
    const movedTo = await moveAside(file);
    setAside.push({ file, movedTo });
    log(setAsideMessage(file, movedTo, reasonOf(err), consequence));
  };

  let documents = 0;
  const firestoreFile = path.join(dir, FIRESTORE_FILE);
  let text: string | undefined;
  try {
    text = await readFile(firestoreFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (text !== undefined) {
    try {
      documents = importFirestore(firestore, JSON.parse(text));
    } catch (err) {
      await putAside(firestoreFile, err, 'Firestore starts without those documents');
    }
  }

  // The blobs belong to their index: an unreadable part sets the whole folder aside.
  const storageDir = path.join(dir, STORAGE_DIR);
  let count = 0;
  try {
    count = await objects.importFrom(storageDir);
  } catch (err) {
    await putAside(storageDir, err, 'Storage starts without those objects');
  }
  return { documents, objects: count, setAside };
}
