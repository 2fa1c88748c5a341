import { searchTermsFor } from '../../lib/article-text.js';
import { inTitle, pivotedOn, planSearch, type SearchPlan } from './search-plan.js';

describe('planSearch', () => {
  it('asks Firestore for the longest word and checks the others in the page', () => {
    expect(planSearch('Dividend growth stocks')).toEqual({ pivot: 'dividend', others: ['growth', 'stock'] });
    expect(planSearch('  Semiconductors!  ')).toEqual({ pivot: 'semiconductor', others: [] });
  });

  it('keeps the first of equally long words, so a query always runs the same way', () => {
    expect(planSearch('bond fund')).toEqual({ pivot: 'bond', others: ['fund'] });
  });

  it('has nothing to search for in stop words or punctuation', () => {
    expect(planSearch('')).toBeNull();
    expect(planSearch('the and of')).toBeNull();
    expect(planSearch('?!')).toBeNull();
  });

  it('folds case and accents the way stored terms are folded', () => {
    expect(planSearch('SOCIÉTÉ Générale')).toEqual({ pivot: 'generale', others: ['societe'] });
  });
});

/** Whether stored terms hold every word of the plan: what Firestore answers for the search. */
const matchesPlan = (terms: readonly string[], plan: SearchPlan): boolean => [plan.pivot, ...plan.others].every((word) => terms.includes(word));

describe('pivotedOn', () => {
  it('reads by another word of the plan, keeping every word', () => {
    expect(pivotedOn(planSearch('Dividend growth stocks')!, 'stock')).toEqual({ pivot: 'stock', others: ['dividend', 'growth'] });
  });
});

describe('the stored terms a plan asks for', () => {
  const terms = searchTermsFor({
    title: 'Free Cash Flow Yield',
    summary: 'A practical screen for quality stocks.',
    tags: ['Stocks', 'Investment'],
    content: '<p>Margins and cash conversion.</p>',
  });

  it('needs every word of the query', () => {
    expect(matchesPlan(terms, planSearch('cash flow')!)).toBe(true);
    expect(matchesPlan(terms, planSearch('investment quality')!)).toBe(true);
    expect(matchesPlan(terms, planSearch('cash bitcoin')!)).toBe(false);
  });

  it('finds singulars, plurals and beginnings of words', () => {
    expect(matchesPlan(terms, planSearch('free cash flows')!)).toBe(true);
    expect(matchesPlan(terms, planSearch('stock')!)).toBe(true);
    expect(matchesPlan(terms, planSearch('invest')!)).toBe(true);
    expect(matchesPlan(terms, planSearch('qual scre')!)).toBe(true);
    expect(matchesPlan(terms, planSearch('screening')!)).toBe(false);
  });
});

describe('inTitle', () => {
  const terms = searchTermsFor({
    title: 'Dividend Growth Investing',
    summary: 'Companies that raise their payouts.',
    tags: ['Income'],
    content: '<p>Why dividend stocks held up in 2022.</p>',
  });

  it('asks for the marked words of the title', () => {
    expect(inTitle(planSearch('dividend growth')!)).toEqual({ pivot: 't:dividend', others: ['t:growth'] });
  });

  it('matches when every word is in the title, singular, plural or begun', () => {
    for (const query of ['dividend', 'Dividends growth', 'div grow', 'investing']) expect(matchesPlan(terms, inTitle(planSearch(query)!)), query).toBe(true);
  });

  it('does not match a word found only in the summary, tags or text, which the plan itself finds', () => {
    for (const query of ['payouts', 'income', 'stocks', 'dividend stocks']) {
      expect(matchesPlan(terms, inTitle(planSearch(query)!)), query).toBe(false);
      expect(matchesPlan(terms, planSearch(query)!), query).toBe(true);
    }
  });
});
