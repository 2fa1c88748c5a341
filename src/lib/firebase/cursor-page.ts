/**
 * Pages of a Firestore list read by cursor: each query asks for one document more than it
 * shows, so a full page knows whether another follows without a second request, and the
 * next page starts after the last document shown (never with an offset, which Firestore
 * bills as reads). The cursor is opaque, so no SDK type leaves the api/ modules.
 */
import { startAfter, type DocumentData, type QueryConstraint, type QueryDocumentSnapshot } from 'firebase/firestore/lite';

/** Where the next page of a list starts. */
export interface PageCursor {
  readonly __brand: 'PageCursor';
}

export interface CursorPage<T> {
  readonly items: readonly T[];
  /** null on the last page. */
  readonly next: PageCursor | null;
}

const positions = new WeakMap<PageCursor, QueryDocumentSnapshot>();

/** The query constraint that starts after `cursor`, as a list to spread into query(…). */
export function after(cursor: PageCursor | null): QueryConstraint[] {
  const position = cursor ? positions.get(cursor) : undefined;
  return position ? [startAfter(position)] : [];
}

/** The page of `size` items from documents fetched with limit(size + 1). */
export function pageOf<T>(docs: readonly QueryDocumentSnapshot[], size: number, read: (id: string, data: DocumentData) => T): CursorPage<T> {
  const shown = docs.slice(0, size);
  const last = shown.at(-1);
  let next: PageCursor | null = null;
  if (docs.length > size && last) {
    next = Object.freeze({}) as PageCursor;
    positions.set(next, last);
  }
  return { items: shown.map((item) => read(item.id, item.data())), next };
}
