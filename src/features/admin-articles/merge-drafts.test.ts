import { mergeDrafts, settleMerge } from './merge-drafts.js';
import { EMPTY_DRAFT, type ArticleDraft } from './types.js';

const base: ArticleDraft = {
  ...EMPTY_DRAFT,
  title: 'Margin of Safety',
  slug: 'margin-of-safety',
  summary: 'Why the discount matters.',
  content: '<p>The first draft.</p>',
  category: 'equity-research',
  tags: 'Value, Risk',
  tickers: ['BRK.B'],
};

describe('merging two admins’ work on one article', () => {
  it('keeps their change to a field I did not touch, and mine to a field they did not touch', () => {
    const theirs = { ...base, summary: 'Their better summary.' };
    const mine = { ...base, content: '<p>My rewrite.</p>' };
    const merge = mergeDrafts(base, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.draft).toEqual({ ...base, summary: 'Their better summary.', content: '<p>My rewrite.</p>' });
  });

  it('is no conflict when both made the same change', () => {
    const both = { ...base, title: 'Margin of Safety, Revisited' };
    expect(mergeDrafts(base, both, both)).toMatchObject({ conflicts: [], draft: both });
  });

  it('names each field both changed differently, in form order, and holds mine there until settled', () => {
    const theirs = { ...base, title: 'Their Title', tags: 'Value', summary: 'Theirs.' };
    const mine = { ...base, title: 'My Title', tags: 'Value, Risk, Moats', content: '<p>Mine only.</p>' };
    const merge = mergeDrafts(base, mine, theirs);
    expect(merge.conflicts).toEqual(['title', 'tags']);
    expect(merge.draft).toMatchObject({ title: 'My Title', tags: 'Value, Risk, Moats', summary: 'Theirs.', content: '<p>Mine only.</p>' });
    expect(settleMerge(merge, new Set(['title']))).toMatchObject({
      title: 'Their Title', tags: 'Value, Risk, Moats', summary: 'Theirs.', content: '<p>Mine only.</p>',
    });
    expect(settleMerge(merge, new Set(['title', 'tags']))).toMatchObject({ title: 'Their Title', tags: 'Value' });
  });

  it('takes a slug together with whether it was typed', () => {
    const mine = { ...base, slug: 'my-own-address', slugEdited: true };
    expect(mergeDrafts(base, mine, { ...base, summary: 'Theirs.' }).draft).toMatchObject({ slug: 'my-own-address', slugEdited: true, summary: 'Theirs.' });
  });

  it('compares as the save would: tags by their list, disclosure without surrounding space', () => {
    const mine = { ...base, tags: ' Value,Risk ,', disclosure: '  ' };
    const theirs = { ...base, summary: 'Theirs.' };
    expect(mergeDrafts(base, mine, theirs)).toMatchObject({ conflicts: [], draft: theirs });
  });

  it('without the version my copy was made from, asks about every field that differs', () => {
    const mine = { ...base, content: '<p>Kept on the device.</p>' };
    const theirs = { ...base, summary: 'Saved since.' };
    expect(mergeDrafts(null, mine, theirs).conflicts).toEqual(['summary', 'content']);
  });
});
