import { cardDescription, describeArticle, plainText, readingTime, searchKey, searchKeys, searchTermsFor, searchWords, wordCount } from './article-text.js';

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

describe('cardDescription', () => {
  it('uses the summary, else the start of the text, else of the excerpt when the text was not read', () => {
    const article = { summary: 'A summary.', excerpt: 'The first paragraph.', content: '<p>The first paragraph.</p><p>More.</p>' };
    expect(cardDescription(article)).toBe('A summary.');
    expect(cardDescription({ ...article, summary: ' ' })).toBe('The first paragraph. More.');
    expect(cardDescription({ ...article, summary: ' ', content: '' })).toBe('The first paragraph.');
  });
});

describe('search words and terms', () => {
  it('lowercases, folds accents, drops stop words and duplicates', () => {
    expect(searchWords('The Rise of ETFs: ETFs & Société')).toEqual(['rise', 'etfs', 'societe']);
  });

  it('stores title, tag and summary words and their singulars first, then the beginnings of the words', () => {
    expect(searchTermsFor({ title: 'Bitcoin Halving', summary: 'Supply shocks.', tags: ['Crypto', 'ETFs'] })).toEqual([
      'bitcoin', 'halving', 'crypto', 'etfs', 'etf', 'supply', 'shocks', 'shock',
      'bi', 'bit', 'bitc', 'bitco', 'bitcoi', 'ha', 'hal', 'halv', 'halvi', 'halvin', 'cr', 'cry', 'cryp', 'crypt', 'et',
      'su', 'sup', 'supp', 'suppl', 'sh', 'sho', 'shoc',
    ]);
  });

  it('holds at most 300 terms, keeping whole words before beginnings', () => {
    const summary = Array.from({ length: 120 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}extra`).join(' ');
    const terms = searchTermsFor({ title: 'Dividend Aristocrats', summary, tags: [] });
    expect(terms).toHaveLength(300);
    expect(terms.slice(0, 3)).toEqual(['dividend', 'aristocrats', 'aristocrat']);
    expect(terms).toContain('wordaeextra');
    expect(terms).toContain('div');
  });
});

describe('searchKey: the singular a word is searched by', () => {
  it.each([
    ['etfs', 'etf'],
    ['dividends', 'dividend'],
    ['companies', 'company'],
    ['equities', 'equity'],
    ['taxes', 'tax'],
    ['losses', 'loss'],
    ['searches', 'search'],
    ['shares', 'share'],
    ['etf', 'etf'],
    ['dividend', 'dividend'],
  ])('%s → %s', (word, key) => {
    expect(searchKey(word)).toBe(key);
  });

  it.each(['loss', 'bonus', 'analysis', 'gas', 'ties', '10s', 'q4s'])('leaves %s alone where it is no plural, short or a figure', (word) => {
    expect(searchKey(word)).toBe(word === 'ties' ? 'tie' : word);
  });

  it('folds a query the same way: singular and plural meet, and a word begun finds the whole', () => {
    expect(searchKeys('ETFs and Dividends')).toEqual(['etf', 'dividend']);
    const terms = new Set(searchTermsFor({ title: 'What Are ETFs?', summary: 'How dividends are paid.', tags: [] }));
    for (const query of ['ETF', 'etfs', 'dividend', 'Dividends', 'divid', 'pai']) {
      for (const key of searchKeys(query)) expect(terms, query).toContain(key);
    }
    const singular = new Set(searchTermsFor({ title: 'One ETF, one company', summary: '', tags: [] }));
    for (const key of searchKeys('ETFs companies')) expect(singular).toContain(key);
  });
});
