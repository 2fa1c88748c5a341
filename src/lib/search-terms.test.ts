import { MAX_PERSON_TERMS, MAX_TERM_LENGTH, personSearchTerms, termWords } from './search-terms.js';

describe('termWords', () => {
  it('lowercases, folds accents, splits at signs and drops 1-letter words and repeats', () => {
    expect(termWords("Zoë O'Brien-Smith, zoe")).toEqual(['zoe', 'brien', 'smith']);
    expect(termWords('  gmail.com ')).toEqual(['gmail', 'com']);
    expect(termWords('a')).toEqual([]);
  });
});

describe('personSearchTerms', () => {
  it('stores the words of the name and of the address, then their beginnings from 2 letters', () => {
    expect(personSearchTerms('Alex Morgan', 'a.morgan+news@fin-mail.co')).toEqual([
      'alex', 'morgan', 'news', 'fin', 'mail', 'co',
      'al', 'ale', 'mo', 'mor', 'morg', 'morga', 'ne', 'new', 'fi', 'ma', 'mai',
    ]);
  });

  it('finds a person by any word of the name, any word of the address and the start of the domain', () => {
    const terms = new Set(personSearchTerms('Maya Chen', 'maya_chen@example.com'));
    for (const query of ['chen', 'ch', 'maya', 'example', 'exa', 'com']) expect(terms, query).toContain(query);
    for (const word of termWords('example.com')) expect(terms).toContain(word);
  });

  it('stays within the bounds the rules check: at most 100 terms of at most 40 characters, no spaces', () => {
    const name = Array.from({ length: 20 }, (_, i) => `name${String.fromCharCode(97 + i)}word`).join(' ');
    const terms = personSearchTerms(name, `${'x'.repeat(60)}@example.com`);
    expect(terms).toHaveLength(MAX_PERSON_TERMS);
    expect(terms.slice(0, 20)).toEqual(termWords(name));
    for (const term of terms) expect(term).toMatch(new RegExp(`^[^ ]{2,${MAX_TERM_LENGTH}}$`));
  });

  it('is empty for a person with no words', () => {
    expect(personSearchTerms('', '')).toEqual([]);
  });
});
