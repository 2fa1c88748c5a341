import type { CursorPage, PageCursor } from './cursor-page.js';
import { mergedPage, type PageSource } from './merged-pages.js';

const cursor = (): PageCursor => Object.freeze({}) as PageCursor;

/** A source that serves `pages` in turn, and records the cursor each call was given. */
function source(pages: CursorPage<string | null>[], calls: (PageCursor | null)[]): PageSource<string> {
  return (after) => {
    calls.push(after);
    const page = pages.shift();
    if (!page) throw new Error('read past the last page');
    return Promise.resolve(page);
  };
}

const byName = (a: string, b: string) => a.localeCompare(b);

describe('mergedPage', () => {
  it('shows what every source found, once each, in order, and leaves out what a source read but dropped', async () => {
    const page = await mergedPage(
      [source([{ items: ['maya', null, 'alex'], next: null }], []), source([{ items: ['alex', 'bob'], next: null }], [])],
      null,
      (name) => name,
      byName,
    );
    expect(page).toEqual({ items: ['alex', 'bob', 'maya'], next: null });
  });

  it('goes on with each source that has more, from its own cursor, and stops when none has', async () => {
    const firstCalls: (PageCursor | null)[] = [];
    const secondCalls: (PageCursor | null)[] = [];
    const firstNext = cursor();
    const sources = [
      source([{ items: ['a1'], next: firstNext }, { items: ['a2'], next: null }], firstCalls),
      source([{ items: ['b1'], next: null }], secondCalls),
    ];
    const one = await mergedPage(sources, null, (item) => item, byName);
    expect(one.items).toEqual(['a1', 'b1']);
    expect(one.next).not.toBeNull();
    const two = await mergedPage(sources, one.next, (item) => item, byName);
    expect(two).toEqual({ items: ['a2'], next: null });
    expect(firstCalls).toHaveLength(2);
    expect(firstCalls[0]).toBeNull();
    expect(firstCalls[1]).toBe(firstNext);
    // The second source had no more: it is not asked again.
    expect(secondCalls).toEqual([null]);
  });
});
