/**
 * Document reads from rules: get() / exists() / getAfter() / existsAfter() in Firestore
 * rules and firestore.get() / firestore.exists() in Storage rules (docs/emulator.md §6.4, §6.6).
 *
 * Reads are cached for the whole request, so identical calls read once and count once.
 * Each distinct read is charged to every counter in force (a write of a commit has its own
 * limit of 10 and shares the commit's 20); going over a limit denies the request.
 */
import type { Pos } from '../ast.js';
import { evalError, LimitExceeded, type Result } from './errors.js';
import { NULL, type RulesValue } from './value.js';

export interface DocumentSource {
  /**
   * The document at `docPath` (relative, `users/alice`) of `database` as the request
   * found it, or with the whole request applied (`after`); null when there is none.
   */
  read(database: string, docPath: string, after: boolean): RulesValue | null;
}

export class AccessCounter {
  private readonly keys = new Set<string>();

  constructor(readonly limit: number) {}

  charge(key: string): void {
    if (this.keys.has(key)) return;
    if (this.keys.size >= this.limit) {
      throw new LimitExceeded(`Exceeded maximum of ${this.limit} document access calls.`);
    }
    this.keys.add(key);
  }
}

export class DocumentAccess {
  private readonly cache = new Map<string, RulesValue | null>();
  /** The counters charged for each distinct read; replaced per write of a commit. */
  counters: readonly AccessCounter[] = [];

  constructor(
    private readonly source: DocumentSource,
    /** The database rules may read: the request's (Firestore) or (default) (Storage). */
    private readonly database: string,
  ) {}

  /** The document a path value names, or null; an error for a path that names no document. */
  read(target: RulesValue, after: boolean, pos: Pos): Result {
    const docPath = this.documentPath(target);
    if (docPath === undefined) return evalError(pos);
    const key = `${after ? 'after' : 'before'}:${docPath}`;
    for (const counter of this.counters) counter.charge(key);
    let doc = this.cache.get(key);
    if (doc === undefined) {
      doc = this.source.read(this.database, docPath, after);
      this.cache.set(key, doc);
    }
    return doc ?? NULL;
  }

  /** `/databases/{db}/documents/c/d…` with an even, non-zero number of segments after `documents`. */
  private documentPath(target: RulesValue): string | undefined {
    if (target.type !== 'path') return undefined;
    const [databases, database, documents, ...rest] = target.segments;
    if (databases !== 'databases' || database !== this.database || documents !== 'documents') return undefined;
    if (rest.length === 0 || rest.length % 2 !== 0 || rest.some((s) => s === '')) return undefined;
    return rest.join('/');
  }
}
