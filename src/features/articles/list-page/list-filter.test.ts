import { filterKey, listFilter, listHeading } from './list-filter.js';

const query = (qs: string) => new URLSearchParams(qs);

describe('listFilter', () => {
  it('shows a category page its category, whatever the query says', () => {
    expect(listFilter('trade-ideas', query('tag=Stocks&search=bonds'))).toEqual({ kind: 'category', category: 'trade-ideas' });
  });

  it('reads search before tag, trimmed, and ignores blank ones', () => {
    expect(listFilter(undefined, query('tag=Stocks&search=%20cash%20flow%20'))).toEqual({ kind: 'search', text: 'cash flow' });
    expect(listFilter(undefined, query('search=%20&tag=Market%20Analysis'))).toEqual({ kind: 'tag', tag: 'Market Analysis' });
    expect(listFilter(undefined, query('tag='))).toEqual({ kind: 'all' });
  });
});

describe('listHeading and filterKey', () => {
  it('names each list', () => {
    expect(listHeading({ kind: 'all' }).title).toBe('Latest Articles');
    expect(listHeading({ kind: 'category', category: 'portfolio-performance' }).title).toBe('Portfolio Performance');
    expect(listHeading({ kind: 'tag', tag: 'ETFs' }).title).toBe('Articles tagged “ETFs”');
    expect(listHeading({ kind: 'search', text: 'yield curve' }).title).toBe('Search results for “yield curve”');
  });

  it("opens a category's page with what the category covers, and a ticker's with what it gathers", () => {
    expect(listHeading({ kind: 'category', category: 'equity-research' })).toEqual({
      title: 'Equity Research',
      description: 'In-depth analysis of individual companies: business models, financial statements, competitive position and valuation.',
      intro: true,
    });
    expect(listHeading({ kind: 'ticker', ticker: 'SPY' }).intro).toBe(true);
    expect(listHeading({ kind: 'search', text: 'yield' }).intro).toBe(false);
  });

  it('tells filters apart', () => {
    const keys = [
      filterKey({ kind: 'all' }),
      filterKey({ kind: 'category', category: 'trade-ideas' }),
      filterKey({ kind: 'tag', tag: 'trade-ideas' }),
      filterKey({ kind: 'search', text: 'trade-ideas' }),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});
