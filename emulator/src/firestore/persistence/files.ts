/**
 * Where Firestore's documents live in a data folder (docs/local-stack.md): `firestore/`
 * holds a snapshot and the logs of the changes made since, numbered in the order they
 * were written. `firestore.json` beside it is the single file of earlier versions.
 */
import path from 'node:path';

const FOLDER = 'firestore';
export const SNAPSHOT = 'snapshot.jsonl';
const LEGACY_FILE = 'firestore.json';
/**
 * The snapshot format (1 was firestore.json; 3 may hold documents with their large fields
 * apart, which version 2's emulator would read without them, so it refuses the file).
 */
export const SNAPSHOT_VERSION = 3;
/** The formats a start reads: 2 is 3 without documents split. */
export const SNAPSHOT_VERSIONS_READ: readonly number[] = [2, SNAPSHOT_VERSION];

const LOG_NAME = /^log-(\d+)\.jsonl$/;

const logName = (n: number): string => `log-${String(n).padStart(6, '0')}.jsonl`;

/** The numbers of the log files among a folder's names, in the order they were written. */
export function logNumbers(names: readonly string[]): number[] {
  return names.flatMap((name) => {
    const match = LOG_NAME.exec(name);
    return match ? [Number(match[1])] : [];
  }).sort((a, b) => a - b);
}

export interface FirestoreFiles {
  readonly folder: string;
  readonly snapshot: string;
  readonly legacy: string;
  log(n: number): string;
}

export function firestoreFiles(dataDir: string): FirestoreFiles {
  const folder = path.join(dataDir, FOLDER);
  return {
    folder,
    snapshot: path.join(folder, SNAPSHOT),
    legacy: path.join(dataDir, LEGACY_FILE),
    log: (n) => path.join(folder, logName(n)),
  };
}

/** A data file that cannot be read, and why. */
export class UnreadableDataError extends Error {
  override readonly name = 'UnreadableDataError';

  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}
