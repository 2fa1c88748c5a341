import {
  canAutosave, canonicalTags, draftProblem, hasContent, missingFields, parseTags, sameDraft, saveProblem, storedIdeaOf, storedSlug, tagSuggestions,
  tradeIdeaOf, withTitle,
} from './draft.js';
import { EMPTY_DRAFT, type ArticleDraft } from './types.js';

const complete: ArticleDraft = {
  ...EMPTY_DRAFT,
  title: 'Owner Earnings',
  slug: 'owner-earnings',
  summary: 'What a business really earns for its owners.',
  content: '<p>Text.</p>',
  category: 'equity-research',
};

describe('the article form', () => {
  it('takes tags comma separated, trimmed, without empty ones or repeats', () => {
    expect(parseTags(' Stocks, ,ETFs ,stocks,, Retirement ')).toEqual(['Stocks', 'ETFs', 'Retirement']);
    expect(parseTags('')).toEqual([]);
  });

  it('makes the slug from the title until the admin edits the slug', () => {
    const titled = withTitle(EMPTY_DRAFT, 'P/E vs EV/EBITDA: Which Multiple?');
    expect(titled.slug).toBe('pe-vs-evebitda-which-multiple');
    const edited = { ...titled, slug: 'multiples', slugEdited: true };
    expect(withTitle(edited, 'Another title').slug).toBe('multiples');
  });

  it('sees an empty editor as no content, and a picture alone as content', () => {
    expect(hasContent('<p></p>')).toBe(false);
    expect(hasContent('<p>&nbsp; </p><h2></h2>')).toBe(false);
    expect(hasContent('<p><img src="https://example.com/a.png" alt=""></p>')).toBe(true);
    expect(hasContent('<p>Words</p>')).toBe(true);
  });

  it("names the first problem with SPEC's messages, for Create and for Edit", () => {
    expect(draftProblem(complete, 'create')).toBeNull();
    expect(draftProblem({ ...complete, category: '' }, 'create')).toBe('Please fill in all required fields');
    expect(draftProblem({ ...complete, summary: ' ' }, 'create')).toBe('Please fill in all required fields');
    expect(draftProblem({ ...complete, content: '<p></p>' }, 'edit')).toBe('Title and content are required');
    expect(draftProblem({ ...complete, title: '' }, 'edit')).toBe('Title and content are required');
    expect(draftProblem({ ...complete, summary: 'x'.repeat(301) }, 'create')).toBe('Summary should not exceed 300 characters');
    expect(draftProblem({ ...complete, summary: 'x'.repeat(300) }, 'edit')).toBeNull();
    expect(draftProblem({ ...complete, slug: 'Not A Slug' }, 'edit')).toBe('A permalink is lowercase words and digits joined by hyphens.');
  });

  it('stores a draft as soon as it holds anything, whatever state its fields are in; only publishing needs every field', () => {
    const titleOnly = withTitle(EMPTY_DRAFT, 'Notes on Float');
    expect(canAutosave(EMPTY_DRAFT, true)).toBe(false);
    expect(canAutosave(titleOnly, true)).toBe(true);
    expect(canAutosave({ ...EMPTY_DRAFT, content: '<p>A first sentence.</p>' }, true)).toBe(true);
    // A stored draft emptied is stored as it is.
    expect(canAutosave(EMPTY_DRAFT, false)).toBe(true);
    expect(saveProblem(EMPTY_DRAFT, 'create', null, true)).toBe('Please fill in all required fields');
    expect(saveProblem(EMPTY_DRAFT, 'edit', null, false)).toBeNull();
    expect(saveProblem(titleOnly, 'create', null, true)).toBeNull();
    expect(saveProblem({ ...titleOnly, status: 'published' }, 'create')).toBe('Please fill in all required fields');
    // The newcomer's draft: a trade idea just added, prices empty; a summary too long; a permalink typed halfway.
    const halfway: ArticleDraft = {
      ...titleOnly, category: 'trade-ideas', summary: 'x'.repeat(420), content: '<p>Text.</p>', slug: 'notes-on-', slugEdited: true, disclosure: 'I hold',
      tradeIdea: { direction: 'long', ticker: '', entry: '', target: '12', stop: 'soon', horizon: '' },
    };
    expect(saveProblem(halfway, 'edit', null, false)).toBeNull();
    expect(saveProblem({ ...halfway, status: 'published' }, 'edit')).toBe('Summary should not exceed 300 characters');
    expect(saveProblem({ ...halfway, summary: 'Short.', slug: 'notes', disclosure: 'I hold no position in NVDA at all.', status: 'published' }, 'edit')).toBe('The trade idea’s ticker must be one of the article’s tickers.');
    expect(storedIdeaOf(halfway)).toEqual({ direction: 'long', ticker: '', entry: null, target: 12, stop: null, horizon: '' });
    expect(tradeIdeaOf(halfway)).toBeNull();
    expect(storedSlug('notes-on-')).toBe('notes-on');
    expect(storedSlug('Notes On')).toBe('notes-on');
    expect(storedSlug('')).toBe('');
    // The rules take at most 20 tags in any article.
    const tags = Array.from({ length: 21 }, (_, i) => `Tag ${i}`).join(', ');
    expect(saveProblem({ ...titleOnly, tags }, 'edit')).toBe('An article holds at most 20 tags.');
    expect(missingFields(titleOnly)).toEqual(['summary', 'content', 'category']);
    expect(missingFields(complete)).toEqual([]);
  });

  it('keeps a published trade idea as it was: no change to its figures, and none taken away or added', () => {
    const idea = { direction: 'long', ticker: 'AAPL', entry: '180', target: '215', stop: '166', horizon: 'into earnings' } as const;
    const published: ArticleDraft = { ...complete, status: 'published', category: 'trade-ideas', tickers: ['AAPL'], disclosure: 'I hold no position in AAPL at all.', tradeIdea: idea };
    const frozen = { idea: { direction: 'long', ticker: 'AAPL', entry: 180, target: 215, stop: 166, horizon: 'into earnings' } } as const;
    // Its horizon names no time, which a new idea could not publish with; the rules took it then.
    expect(saveProblem(published, 'edit')).toMatch(/^Give the trade idea a time horizon/);
    expect(saveProblem(published, 'edit', frozen)).toBeNull();
    expect(saveProblem({ ...published, title: 'A new title' }, 'edit', frozen)).toBeNull();
    const changed = /^This trade idea was published/;
    expect(saveProblem({ ...published, tradeIdea: { ...idea, stop: '160' } }, 'edit', frozen)).toMatch(changed);
    expect(saveProblem({ ...published, category: 'market-insights' }, 'edit', frozen)).toMatch(changed);
    expect(saveProblem({ ...published, tradeIdea: null }, 'edit', { idea: null })).toBeNull();
    expect(saveProblem(published, 'edit', { idea: null })).toMatch(changed);
  });

  it('compares drafts by what a save would store', () => {
    expect(sameDraft(complete, { ...complete, tags: '' })).toBe(true);
    expect(sameDraft({ ...complete, tags: 'A, B' }, { ...complete, tags: ' A,B ,' })).toBe(true);
    expect(sameDraft(complete, { ...complete, slugEdited: true })).toBe(true);
    expect(sameDraft(complete, { ...complete, isFeatured: true })).toBe(false);
    expect(sameDraft(complete, { ...complete, content: '<p>Text!</p>' })).toBe(false);
  });
});

describe('tags in one spelling', () => {
  const KNOWN = ['Stocks', 'ETFs', 'Market Analysis', 'Financial Planning', 'Bond ETFs'];

  it('parses a tag once whatever its case or spacing', () => {
    expect(parseTags(' Stocks, stocks ,  market   analysis,, ETFs')).toEqual(['Stocks', 'market analysis', 'ETFs']);
  });

  it('saves a typed tag in the spelling the site already uses, and a new one as typed', () => {
    expect(canonicalTags(['stocks', 'MARKET ANALYSIS', 'Dividends'], KNOWN)).toEqual(['Stocks', 'Market Analysis', 'Dividends']);
    expect(canonicalTags(['stocks'], [])).toEqual(['stocks']);
  });

  it('suggests known tags that start with what is typed, then those with a word that does', () => {
    expect(tagSuggestions('e', KNOWN, [])).toEqual(['ETFs', 'Bond ETFs']);
    expect(tagSuggestions('an', KNOWN, [])).toEqual(['Market Analysis']);
    expect(tagSuggestions('ST', KNOWN, [])).toEqual(['Stocks']);
  });

  it('suggests nothing for an empty word, a tag already chosen, or one typed in full', () => {
    expect(tagSuggestions('  ', KNOWN, [])).toEqual([]);
    expect(tagSuggestions('etf', KNOWN, ['etfs'])).toEqual(['Bond ETFs']);
    expect(tagSuggestions('stocks', KNOWN, [])).toEqual([]);
  });

  it('takes a tag typed in another case for no change to save', () => {
    const draft = { ...EMPTY_DRAFT, title: 'A', tags: 'Stocks, ETFs' };
    expect(sameDraft(draft, { ...draft, tags: 'stocks,etfs' })).toBe(true);
    expect(sameDraft(draft, { ...draft, tags: 'Stocks' })).toBe(false);
  });
});
