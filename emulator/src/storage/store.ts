/** Stored objects (to be implemented). */
export class ObjectStore {
  clear(): void {}

  /** Writes every object (data and metadata) below `dir`. */
  exportTo(_dir: string): Promise<void> {
    return Promise.resolve();
  }

  /** Loads objects written by exportTo; returns how many. */
  importFrom(_dir: string): Promise<number> {
    return Promise.resolve(0);
  }
}
