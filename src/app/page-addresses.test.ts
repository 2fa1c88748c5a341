import { PAGE_ADDRESSES, type PageWithData } from './page-addresses.js';

const pageOf = (path: string): [PageWithData, string | undefined] | null => {
  for (const [page, pattern] of Object.entries(PAGE_ADDRESSES) as [PageWithData, RegExp][]) {
    const match = pattern.exec(path);
    if (match) return [page, match[1]];
  }
  return null;
};

describe('which reader page an address opens', () => {
  it.each([
    ['/', ['home', undefined]],
    ['/blog', ['list', undefined]],
    ['/articles', ['list', undefined]],
    ['/equity-research', ['list', undefined]],
    ['/market-insights', ['list', undefined]],
    ['/ticker/BRK.B', ['list', 'BRK.B']],
    ['/ticker/SPY/', ['list', 'SPY']],
    ['/article/reading-a-10-k', ['article', 'reading-a-10-k']],
    ['/blog/some-slug/', ['article', 'some-slug']],
    ['/author/maya-chen', ['author', 'maya-chen']],
    ['/author/maya-chen/', ['author', 'maya-chen']],
  ] as const)('%s', (path, expected) => {
    expect(pageOf(path)).toEqual(expected);
  });

  it.each(['/about', '/blog/', '/blog/a/b', '/categories/equity-research', '/equity-research/x', '/admin', '/ticker/', '/author', '/author/', '/author/a/b'])('%s: none', (path) => {
    expect(pageOf(path)).toBeNull();
  });
});
