/**
 * Stored objects, in memory, by bucket and name. Objects are immutable records: a change
 * replaces the record, so a snapshot (export, list) never sees a half-applied write.
 */
import type { StoredObject } from './metadata.js';
import { readObjects, writeObjects } from './object-files.js';

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  /** Exports run one after another: two at once would remove each other's files. */
  private exporting: Promise<void> = Promise.resolve();

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  put(object: StoredObject): void {
    const { bucket, name } = object.metadata;
    const objects = this.buckets.get(bucket) ?? new Map<string, StoredObject>();
    this.buckets.set(bucket, objects.set(name, object));
  }

  delete(bucket: string, name: string): boolean {
    return this.buckets.get(bucket)?.delete(name) ?? false;
  }

  /** Object names of a bucket in ascending order. */
  names(bucket: string): string[] {
    return [...(this.buckets.get(bucket)?.keys() ?? [])].sort();
  }

  all(): StoredObject[] {
    return [...this.buckets.values()].flatMap((objects) => [...objects.values()]);
  }

  clear(): void {
    this.buckets.clear();
  }

  /** Writes every object (data and metadata) below `dir`, replacing what was there. */
  exportTo(dir: string): Promise<void> {
    const run = this.exporting.then(() => writeObjects(dir, this.all()));
    this.exporting = run.catch(() => undefined);
    return run;
  }

  /** Loads objects written by exportTo; returns how many. */
  async importFrom(dir: string): Promise<number> {
    const objects = await readObjects(dir);
    for (const object of objects) this.put(object);
    return objects.length;
  }
}
