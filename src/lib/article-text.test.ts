import { describeArticle, plainText, readingTime, searchTermsFor, searchWords, wordCount } from './article-text.js';

describe('plainText and wordCount', () => {
  it('drops tags, scripts and entities', () => {
    expect(plainText('<p>Hello&nbsp;<b>markets</b> &amp; more</p><script>x()</script>')).toBe('Hello markets & more');
    expect(wordCount('<h2>Two words</h2>')).toBe(2);
    expect(wordCount('')).toBe(0);
  });
});

describe('readingTime (200 words per minute, rounded up)', () => {
  const words = (n: number): string => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
  it.each([
    [0, 0],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i words → %i min', (n, minutes) => {
    expect(readingTime(words(n))).toBe(minutes);
  });
});

describe('describeArticle', () => {
  it('uses the summary when there is one', () => {
    expect(describeArticle('A summary.', '<p>Body</p>')).toBe('A summary.');
  });

  it('falls back to the first 120 characters of the content', () => {
    const body = `<p>${'x'.repeat(200)}</p>`;
    expect(describeArticle('', body)).toBe('x'.repeat(120) + '…');
    expect(describeArticle(' ', '<p>Short body</p>')).toBe('Short body');
  });
});

describe('search words and terms', () => {
  it('lowercases, folds accents, drops stop words and duplicates', () => {
    expect(searchWords('The Rise of ETFs: ETFs & Société')).toEqual(['rise', 'etfs', 'societe']);
  });

  it('stores title, tag and summary words', () => {
    expect(searchTermsFor({ title: 'Bitcoin Halving', summary: 'Supply shock ahead.', tags: ['Crypto', 'Trading'] })).toEqual([
      'bitcoin', 'halving', 'crypto', 'trading', 'supply', 'shock', 'ahead',
    ]);
  });
});
