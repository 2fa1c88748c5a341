import { slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Why Dividend Stocks Still Matter', 'why-dividend-stocks-still-matter'],
    ['  S&P 500: A Decade in Review!  ', 'sp-500-a-decade-in-review'],
    ['ETFs -- vs -- Mutual Funds', 'etfs-vs-mutual-funds'],
    ['Société Générale’s Q3', 'societe-generales-q3'],
    ['under_score and\ttab', 'under-score-and-tab'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always yields a slug the security rules accept, or nothing', () => {
    for (const title of ['a', 'A-B', '- x -', '9 ways', 'Ünïcödé ñ']) {
      expect(slugify(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });
});
