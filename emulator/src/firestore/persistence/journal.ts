/**
 * Firestore's journal in a data folder: every change is appended to the current log file
 * before it is made and before the request is answered, so that a crash or a kill -9
 * loses nothing that was acknowledged (the log is in the system's file cache at once, and
 * flushed to the disk at every save, so a power cut loses at most the changes since).
 *
 * When the logs outgrow half the snapshot, a compaction writes a new snapshot in the
 * background (snapshot.ts) and removes the logs it holds. Writes go on meanwhile, into the
 * next log file, so the snapshot plus the logs after it always make the whole state.
 */
import { close, fdatasync, openSync, writeSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { fullName } from '../paths.js';
import type { FirestoreStore, Journal, StoreChange } from '../store.js';
import { documentJson } from './document-line.js';
import type { FirestoreFiles } from './files.js';
import type { LoadedFirestore } from './load.js';
import { formatLine, recordLine } from './lines.js';
import { documentsNow, writeSnapshot } from './snapshot.js';

const syncFile = promisify(fdatasync);
const closeFile = promisify(close);

/** Logs smaller than this are never compacted (a start reads them in a moment). */
const COMPACT_MIN_BYTES = 64 * 1024 * 1024;

export interface FirestoreLogOptions {
  readonly files: FirestoreFiles;
  readonly store: FirestoreStore;
  readonly loaded: LoadedFirestore;
  readonly log: (line: string) => void;
  /** Defaults to COMPACT_MIN_BYTES (tests compact sooner). */
  readonly compactMinBytes?: number;
}

/** The lines of one change: its documents, then the commit line that makes them one. */
function linesOf(change: StoreChange): string {
  const lines: string[] = [];
  if (change.kind === 'reset') {
    lines.push(recordLine({ reset: true }));
  } else if (change.kind === 'clear') {
    lines.push(recordLine({ clear: fullName(change.db, change.path) }));
  } else {
    for (const [path, doc] of change.documents) {
      lines.push(doc ? formatLine(documentJson(change.db, doc)) : recordLine({ delete: fullName(change.db, path) }));
    }
  }
  lines.push(recordLine({ commit: lines.length }));
  return lines.join('');
}

export class FirestoreLog implements Journal {
  private readonly files: FirestoreFiles;
  private readonly store: FirestoreStore;
  private readonly log: (line: string) => void;
  private readonly compactMinBytes: number;
  /** The open log file, opened at the first change after a start or a compaction. */
  private fd: number | undefined;
  /** The number of the log file changes go to. */
  private current: number;
  /** Log files on disk. */
  private readonly logs: Set<number>;
  private logBytes: number;
  private snapshotBytes: number;
  /** firestore.json still holds the documents the logs build on (until the first compaction). */
  private legacyBase: boolean;
  private unsynced = false;
  /** Flushes and closes of log files, one after another. */
  private io: Promise<void> = Promise.resolve();
  private compaction: { readonly done: Promise<void>; readonly abort: AbortController } | undefined;
  private closed = false;

  constructor(options: FirestoreLogOptions) {
    this.files = options.files;
    this.store = options.store;
    this.log = options.log;
    this.compactMinBytes = options.compactMinBytes ?? COMPACT_MIN_BYTES;
    this.current = options.loaded.nextLog;
    this.logs = new Set(options.loaded.logs);
    this.logBytes = options.loaded.logBytes;
    this.snapshotBytes = options.loaded.baseBytes;
    this.legacyBase = options.loaded.fromLegacy;
    // firestore.json is moved into a snapshot at once; large logs are folded into one.
    if (this.legacyBase || this.compactionDue()) void this.compact();
  }

  record(change: StoreChange): void {
    if (this.closed) throw new Error('The Firestore log is closed.');
    const bytes = Buffer.from(linesOf(change));
    if (this.fd === undefined) {
      this.fd = openSync(this.files.log(this.current), 'a');
      this.logs.add(this.current);
    }
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(this.fd, bytes, written);
    } catch (err) {
      // What was written of it is an unfinished commit at the end of this file, which a
      // start leaves out; nothing may follow it there, so later changes go to a new file.
      this.nextFile();
      throw err;
    }
    this.unsynced = true;
    this.logBytes += bytes.length;
    // After this change is made (the store makes it once this returns): the snapshot must hold it.
    if (this.compactionDue()) queueMicrotask(() => void this.compact());
  }

  /** Puts what was appended since the last flush on the disk. */
  flush(): Promise<void> {
    return this.serially(async () => {
      if (this.fd === undefined || !this.unsynced) return;
      this.unsynced = false;
      await syncFile(this.fd);
    });
  }

  /**
   * Writes a new snapshot of everything now and removes the logs it holds; resolves when
   * done. While one is under way, resolves when that one is done instead of starting another.
   */
  compact(): Promise<void> {
    if (this.compaction) return this.compaction.done;
    if (this.closed) return Promise.resolve();
    const through = this.current;
    this.nextFile();
    const content = documentsNow(this.store);
    this.logBytes = 0;
    const abort = new AbortController();
    const done = this.writeSnapshot(content, through, abort.signal)
      .catch((err: unknown) => {
        // The old snapshot and every log stay as they were: nothing is lost, a start only reads more.
        if (!abort.signal.aborted) this.log(`Could not compact Firestore's log: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        this.compaction = undefined;
      });
    this.compaction = { done, abort };
    return done;
  }

  /** Abandons a compaction under way, flushes and closes the log. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.compaction) {
      this.compaction.abort.abort();
      await this.compaction.done;
    }
    const fd = this.fd;
    this.fd = undefined;
    await this.serially(async () => {
      if (fd !== undefined) await syncAndClose(fd);
    });
  }

  private compactionDue(): boolean {
    return this.logBytes >= Math.max(this.compactMinBytes, this.snapshotBytes / 2);
  }

  /** Later changes go to the next log file; the current one is flushed and closed. */
  private nextFile(): void {
    const fd = this.fd;
    this.fd = undefined;
    this.current++;
    this.unsynced = false;
    if (fd !== undefined) void this.serially(() => syncAndClose(fd)).catch((err: unknown) => this.log(`Could not close a Firestore log: ${String(err)}`));
  }

  private async writeSnapshot(content: ReturnType<typeof documentsNow>, through: number, signal: AbortSignal): Promise<void> {
    this.snapshotBytes = await writeSnapshot(this.files.snapshot, content, through, signal);
    await syncFolder(this.files.folder);
    // Only now that the snapshot is on disk may what it holds go.
    for (const n of [...this.logs].filter((n) => n <= through)) {
      await rm(this.files.log(n), { force: true });
      this.logs.delete(n);
    }
    if (this.legacyBase) {
      await rm(this.files.legacy, { force: true });
      this.legacyBase = false;
      this.log(`Moved the documents of ${this.files.legacy} to ${this.files.folder}, and removed it.`);
    }
  }

  private serially(work: () => Promise<void>): Promise<void> {
    const run = this.io.then(work);
    this.io = run.catch(() => undefined);
    return run;
  }
}

async function syncAndClose(fd: number): Promise<void> {
  try {
    await syncFile(fd);
  } finally {
    await closeFile(fd);
  }
}

/** Makes a rename in `folder` durable; some systems cannot open a folder, and rename there is durable anyway. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Not supported for folders here.
  } finally {
    await handle.close();
  }
}
