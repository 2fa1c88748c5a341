/**
 * One list from several queries read page by page (a search by a stored word and by the
 * start of a field, say): each query keeps its own cursor, a page shows what all of them
 * found, once each, and the list goes on while any of them has more. The cursor is opaque,
 * like PageCursor.
 */
import type { Page } from '../use-cursor-list.js';
import type { CursorPage, PageCursor } from './cursor-page.js';

/** Where each query of a merged list goes on. */
export interface MergedCursor {
  readonly __brand: 'MergedCursor';
}

/** One query of the list: its page after `cursor`, with null for a document it read but leaves out. */
export type PageSource<T> = (cursor: PageCursor | null) => Promise<CursorPage<T | null>>;

const positions = new WeakMap<MergedCursor, ReadonlyMap<number, PageCursor>>();

/**
 * The next page of the list the sources make together, in `order`. Sources are told apart
 * by their place in `sources`, so the same search must give them in the same order.
 */
export async function mergedPage<T>(
  sources: readonly PageSource<T>[],
  cursor: MergedCursor | null,
  keyOf: (item: T) => string,
  order: (a: T, b: T) => number,
): Promise<Page<T, MergedCursor>> {
  const going = cursor ? positions.get(cursor) : null;
  const reading = sources.flatMap((source, index) => {
    if (!going) return [{ index, read: source(null) }];
    const next = going.get(index);
    return next ? [{ index, read: source(next) }] : [];
  });
  const pages = await Promise.all(reading.map(async ({ index, read }) => ({ index, page: await read })));
  const byKey = new Map<string, T>();
  for (const { page } of pages) for (const item of page.items) if (item !== null) byKey.set(keyOf(item), item);
  const more = new Map<number, PageCursor>();
  for (const { index, page } of pages) if (page.next) more.set(index, page.next);
  let next: MergedCursor | null = null;
  if (more.size > 0) {
    next = Object.freeze({}) as MergedCursor;
    positions.set(next, more);
  }
  return { items: [...byKey.values()].sort(order), next };
}
