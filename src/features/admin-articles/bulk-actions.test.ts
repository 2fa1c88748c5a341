import { bulkReport, publishBlocker } from './bulk-actions.js';
import { editorTexts } from './texts.js';
import { EMPTY_DRAFT, type ArticleDraft } from './types.js';

const ready: ArticleDraft = {
  ...EMPTY_DRAFT,
  title: 'Float and Insurance',
  slug: 'float-and-insurance',
  summary: 'Why float matters.',
  content: '<p>Text.</p>',
  category: 'market-insights',
};

describe('publishBlocker: the editor’s checks for publishing', () => {
  it('lets a complete article through', () => {
    expect(publishBlocker(ready)).toBeNull();
  });

  it('names every required field that is empty', () => {
    expect(publishBlocker({ ...ready, summary: ' ' })).toBe('Summary is missing.');
    expect(publishBlocker({ ...ready, title: '', content: '<p></p>', category: '' })).toBe('Title, Content, Category are missing.');
  });

  it('asks research for a disclosure, and a permalink that is one', () => {
    expect(publishBlocker({ ...ready, category: 'equity-research' })).toBe(editorTexts.disclosureRequired);
    expect(publishBlocker({ ...ready, category: 'equity-research', disclosure: 'The author holds no position in any security named here.' })).toBeNull();
    expect(publishBlocker({ ...ready, slug: 'Not A Slug' })).toBe(editorTexts.slugInvalid);
  });
});

describe('bulkReport', () => {
  it('says how many were done, then each one that was not, with the reason', () => {
    const report = bulkReport('delete', [
      { id: 'a', title: 'One', done: true },
      { id: 'b', title: 'Two', done: false, reason: 'It failed: offline.' },
      { id: 'c', title: 'Three', done: true },
    ]);
    expect(report).toEqual({ done: '2 articles deleted.', notDone: '1 article not deleted:', failures: ['“Two”: It failed: offline.'] });
  });

  it('says nothing of what did not happen', () => {
    expect(bulkReport('publish', [{ id: 'a', title: 'One', done: true }])).toEqual({ done: '1 article published.', notDone: null, failures: [] });
    expect(bulkReport('unpublish', [{ id: 'a', title: 'One', done: false, reason: 'It is a draft already.' }])).toEqual({
      done: null,
      notDone: '1 article not unpublished:',
      failures: ['“One”: It is a draft already.'],
    });
  });
});
