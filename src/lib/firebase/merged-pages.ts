/**
 * One list from several queries read page by page (a search by a stored word and by the
 * start of a field, say): each query keeps its own cursor, a page shows what all of them
 * found, once each, and the list goes on while any of them has more. The cursor is opaque,
 * like PageCursor. The queries' cursors are the SDK's (PageCursor, cursor-page.ts) or any
 * other opaque kind (RestCursor, rest-pages.ts), the same for every query of a list.
 */
import type { Page } from '../use-cursor-list.js';
import type { PageCursor } from './cursor-page.js';

/** Where each query of a merged list goes on. */
export interface MergedCursor {
  readonly __brand: 'MergedCursor';
}

/** One query's page: null for a document it read but leaves out. */
interface SourcePage<T, C> {
  readonly items: readonly (T | null)[];
  /** null on the query's last page. */
  readonly next: C | null;
}

/** One query of the list: its page after `cursor`. */
export type PageSource<T, C = PageCursor> = (cursor: C | null) => Promise<SourcePage<T, C>>;

const positions = new WeakMap<MergedCursor, ReadonlyMap<number, unknown>>();

/**
 * The next page of the list the sources make together, in `order`. Sources are told apart
 * by their place in `sources`, so the same search must give them in the same order.
 */
export async function mergedPage<T, C = PageCursor>(
  sources: readonly PageSource<T, C>[],
  cursor: MergedCursor | null,
  keyOf: (item: T) => string,
  order: (a: T, b: T) => number,
): Promise<Page<T, MergedCursor>> {
  // A merged cursor comes back only to the list (the same sources) that made it.
  const going = cursor ? (positions.get(cursor) as ReadonlyMap<number, C> | undefined) : null;
  const reading = sources.flatMap((source, index) => {
    if (!going) return [{ index, read: source(null) }];
    const next = going.get(index);
    return next ? [{ index, read: source(next) }] : [];
  });
  const pages = await Promise.all(reading.map(async ({ index, read }) => ({ index, page: await read })));
  const byKey = new Map<string, T>();
  for (const { page } of pages) for (const item of page.items) if (item !== null) byKey.set(keyOf(item), item);
  const more = new Map<number, C>();
  for (const { index, page } of pages) if (page.next) more.set(index, page.next);
  let next: MergedCursor | null = null;
  if (more.size > 0) {
    next = Object.freeze({}) as MergedCursor;
    positions.set(next, more);
  }
  return { items: [...byKey.values()].sort(order), next };
}
