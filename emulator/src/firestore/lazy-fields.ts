/**
 * A document's fields of which the large ones (an article's text, its search words) are
 * still on disk: the small ones are decoded, and the others are decoded all at once the
 * first time one of them is read or the fields are gone through. A query that filters and
 * orders on small fields, or asks for them alone (a list's card fields), never decodes the
 * rest (persistence/document-line.ts writes documents this way).
 *
 * It is a Map, and reads as one: `get` and `has` of a small field leave the large ones on
 * disk; `size` and every way of going through the entries decode them first. Like every
 * field map it is never changed once made (writers copy it into a new Map).
 */
import type { MapFields, Value } from './values.js';

export class LazyFields extends Map<string, Value> {
  /** The large fields' names, and how to decode them; undefined once they are. */
  private pending: { readonly names: ReadonlySet<string>; readonly decode: () => MapFields } | undefined;

  constructor(small: MapFields, largeNames: readonly string[], decodeLarge: () => MapFields) {
    super(small);
    this.pending = largeNames.length ? { names: new Set(largeNames), decode: decodeLarge } : undefined;
  }

  /** Whether the large fields are still on disk. */
  get partial(): boolean {
    return this.pending !== undefined;
  }

  private complete(): void {
    if (!this.pending) return;
    // Kept pending if decoding throws: the next read says why again.
    const large = this.pending.decode();
    this.pending = undefined;
    for (const [name, value] of large) super.set(name, value);
  }

  override get(name: string): Value | undefined {
    if (this.pending?.names.has(name)) this.complete();
    return super.get(name);
  }

  override has(name: string): boolean {
    return super.has(name) || this.pending?.names.has(name) === true;
  }

  override get size(): number {
    this.complete();
    return super.size;
  }

  override forEach(callback: (value: Value, key: string, map: Map<string, Value>) => void, thisArg?: unknown): void {
    this.complete();
    super.forEach(callback, thisArg);
  }

  override entries(): MapIterator<[string, Value]> {
    this.complete();
    return super.entries();
  }

  override keys(): MapIterator<string> {
    this.complete();
    return super.keys();
  }

  override values(): MapIterator<Value> {
    this.complete();
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[string, Value]> {
    return this.entries();
  }
}
