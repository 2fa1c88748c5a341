/**
 * Local persistence: the emulator's data is exported to a folder on shutdown (and
 * periodically while running) and imported on start.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportFirestore, importFirestore } from './firestore/persistence.js';
import type { FirestoreStore } from './firestore/store.js';
import type { ObjectStore } from './storage/store.js';

const FIRESTORE_FILE = 'firestore.json';
const STORAGE_DIR = 'storage';

export async function saveData(dir: string, firestore: FirestoreStore, objects: ObjectStore): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, FIRESTORE_FILE);
  // Write then rename, so a crash mid-write never leaves a half file behind.
  await writeFile(file + '.tmp', JSON.stringify(exportFirestore(firestore)));
  await rename(file + '.tmp', file);
  await objects.exportTo(path.join(dir, STORAGE_DIR));
}

export async function loadData(
  dir: string,
  firestore: FirestoreStore,
  objects: ObjectStore,
): Promise<{ documents: number; objects: number }> {
  let documents = 0;
  try {
    documents = importFirestore(firestore, JSON.parse(await readFile(path.join(dir, FIRESTORE_FILE), 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const count = await objects.importFrom(path.join(dir, STORAGE_DIR));
  return { documents, objects: count };
}
