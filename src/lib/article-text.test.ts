import {
  cardDescription, describeArticle, MAX_SEARCH_TERMS, plainText, readingTime, searchKey, searchKeys, searchTermsFor, searchWords, titleTerms, wordCount,
} from './article-text.js';

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

  it('stores title, tag and summary words and their singulars first, then the beginnings of the words, then the title’s terms marked', () => {
    expect(searchTermsFor({ title: 'Bitcoin Halving', summary: 'Supply shocks.', tags: ['Crypto', 'ETFs'], content: '' })).toEqual([
      'bitcoin', 'halving', 'crypto', 'etfs', 'etf', 'supply', 'shocks', 'shock',
      'bi', 'bit', 'bitc', 'bitco', 'bitcoi', 'ha', 'hal', 'halv', 'halvi', 'halvin', 'cr', 'cry', 'cryp', 'crypt', 'et',
      'su', 'sup', 'supp', 'suppl', 'sh', 'sho', 'shoc',
      't:bitcoin', 't:halving', 't:bi', 't:bit', 't:bitc', 't:bitco', 't:bitcoi', 't:ha', 't:hal', 't:halv', 't:halvi', 't:halvin',
    ]);
  });

  it('marks the title’s terms: its words, their singulars and their beginnings from 2 letters (titleTerms)', () => {
    expect(titleTerms('Why Apple Buys Shares')).toEqual(['apple', 'buys', 'buy', 'shares', 'share', 'ap', 'app', 'appl', 'bu', 'sh', 'sha', 'shar']);
    const stored = searchTermsFor({ title: 'Why Apple Buys Shares', summary: 'Dividends.', tags: [], content: '<p>Cash.</p>' });
    expect(stored.filter((term) => term.startsWith('t:'))).toEqual(titleTerms('Why Apple Buys Shares').map((term) => `t:${term}`));
  });

  it('then the words of the text, the most used first, with their singulars, then their beginnings from 3 letters', () => {
    const content = '<p>Miners earn <b>rewards</b>.</p><p>The reward halves; miners &amp; fees.</p><img src="https://example.com/x.png" alt="Chart">';
    const terms = searchTermsFor({ title: 'Halving', summary: '', tags: [], content });
    expect(terms.slice(terms.indexOf('t:halvin') + 1)).toEqual([
      // "miners" twice, then in the order met; what is stored already ("hal", "halv") once.
      'miners', 'miner', 'earn', 'rewards', 'reward', 'halves', 'halve', 'fees', 'fee',
      'min', 'mine', 'ear', 'rew', 'rewa', 'rewar',
    ]);
    // Tags' contents only: an image's address and description are not text.
    expect(terms).not.toContain('example');
    expect(terms).not.toContain('chart');
  });

  it('leaves out of the text stop words, 1-letter words and runs of more than 24 letters', () => {
    const terms = searchTermsFor({ title: '', summary: '', tags: [], content: `<p>The a ${'x'.repeat(25)} ${'y'.repeat(24)}</p>` });
    expect(terms).toContain('y'.repeat(24));
    expect(terms.some((term) => term.startsWith('x'))).toBe(false);
    expect(terms).not.toContain('the');
  });

  it('holds at most 1,500 terms: the title’s, tags’ and summary’s whole words and beginnings first, then the text’s most used words', () => {
    const word = (i: number) => `w${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26) % 26)}${String.fromCharCode(97 + Math.floor(i / 676))}extra`;
    const summary = Array.from({ length: 40 }, (_, i) => word(i)).join(' ');
    // 900 words of the text, the last used three times: it comes before the others.
    const text = Array.from({ length: 900 }, (_, i) => word(1000 + i));
    const content = `<p>${[...text, text[899], text[899]].join(' ')}</p>`;
    const terms = searchTermsFor({ title: 'Dividend Aristocrats', summary, tags: [], content });
    expect(terms).toHaveLength(MAX_SEARCH_TERMS);
    expect(terms.slice(0, 3)).toEqual(['dividend', 'aristocrats', 'aristocrat']);
    expect(terms).toContain(`${word(39)}`);
    expect(terms).toContain('t:div');
    // Whole words of the text before any beginning of one: all 900 are kept, the most used first.
    expect(terms.indexOf(text[899]!)).toBeLessThan(terms.indexOf(text[0]!));
    for (const kept of text) expect(terms).toContain(kept);
    expect(terms.at(-1)).toMatch(/^w/);
  });

  it('finds the text’s words, singular or plural, and their beginnings from 3 letters', () => {
    const terms = new Set(searchTermsFor({ title: 'Free Cash Flow', summary: '', tags: [], content: '<p>Companies that raise their dividends.</p>' }));
    for (const query of ['dividend', 'Dividends', 'divid', 'div', 'company', 'companies', 'rai']) {
      for (const key of searchKeys(query)) expect(terms, query).toContain(key);
    }
    expect(terms).not.toContain('di');
    expect(terms).not.toContain('t:dividend');
    expect(terms).toContain('t:cash');
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
    const terms = new Set(searchTermsFor({ title: 'What Are ETFs?', summary: 'How dividends are paid.', tags: [], content: '' }));
    for (const query of ['ETF', 'etfs', 'dividend', 'Dividends', 'divid', 'pai']) {
      for (const key of searchKeys(query)) expect(terms, query).toContain(key);
    }
    const singular = new Set(searchTermsFor({ title: 'One ETF, one company', summary: '', tags: [], content: '' }));
    for (const key of searchKeys('ETFs companies')) expect(singular).toContain(key);
  });
});
