import { diffBlocks, diffRevision, diffText, textBlocks, type Block } from './revision-diff.js';

const paragraph = (text: string): Block => ({ tag: 'paragraph', text });

describe('textBlocks', () => {
  it('reads paragraphs, headings, list items, quotes, code and images as text, in order', () => {
    const html =
      '<h2>Cash  flow</h2><p>Owner <strong>earnings</strong>, <a href="https://example.com">defined</a>.</p>' +
      '<ul><li><p>Capex</p></li><li><p>Working capital</p></li></ul><blockquote><p>Price is what you pay.</p></blockquote>' +
      '<pre><code>fcf = cfo - capex\n</code></pre><img src="https://example.com/a.png" alt="Free cash flow, 2015–2025"><p></p>';
    expect(textBlocks(html)).toEqual([
      { tag: 'heading', text: 'Cash flow' },
      { tag: 'paragraph', text: 'Owner earnings, defined.' },
      { tag: 'item', text: 'Capex' },
      { tag: 'item', text: 'Working capital' },
      { tag: 'quote', text: 'Price is what you pay.' },
      { tag: 'code', text: 'fcf = cfo - capex' },
      { tag: 'image', text: 'Free cash flow, 2015–2025' },
    ]);
  });

  it('reads the sanitized HTML: a script is no text', () => {
    expect(textBlocks('<p>Safe</p><script>alert(1)</script><p onclick="x()">Also safe</p>')).toEqual([paragraph('Safe'), paragraph('Also safe')]);
  });
});

describe('diffText', () => {
  it('marks the words added and removed', () => {
    expect(diffText('Margins under pressure', 'Margins under heavy pressure')).toEqual([
      { text: 'Margins under ', change: 'same' },
      { text: 'heavy ', change: 'added' },
      { text: 'pressure', change: 'same' },
    ]);
    expect(diffText('Buy the dip', 'Sell the dip')).toEqual([
      { text: 'Buy', change: 'removed' },
      { text: 'Sell', change: 'added' },
      { text: ' the dip', change: 'same' },
    ]);
  });
});

describe('diffBlocks', () => {
  it('shows an edited block word by word, and whole blocks added or removed', () => {
    const from = [paragraph('Rates rose in March.'), paragraph('Banks lent less.'), paragraph('An old aside.')];
    const to = [paragraph('Rates rose sharply in March.'), paragraph('Banks lent less.'), paragraph('Housing slowed.')];
    expect(diffBlocks(from, to)).toEqual([
      {
        kind: 'changed',
        tag: 'paragraph',
        pieces: [
          { text: 'Rates rose ', change: 'same' },
          { text: 'sharply ', change: 'added' },
          { text: 'in March.', change: 'same' },
        ],
      },
      { kind: 'same', tag: 'paragraph', pieces: [{ text: 'Banks lent less.', change: 'same' }] },
      { kind: 'removed', tag: 'paragraph', pieces: [{ text: 'An old aside.', change: 'removed' }] },
      { kind: 'added', tag: 'paragraph', pieces: [{ text: 'Housing slowed.', change: 'added' }] },
    ]);
  });

  it('sees a sentence added to a paragraph as an edit of it', () => {
    expect(diffBlocks([paragraph('Cash is a position.')], [paragraph('Cash is a position. Dry powder earns little.')])).toEqual([
      {
        kind: 'changed',
        tag: 'paragraph',
        pieces: [
          { text: 'Cash is a position. ', change: 'same' },
          { text: 'Dry powder earns little.', change: 'added' },
        ],
      },
    ]);
  });

  it('sees a paragraph turned into a heading as a change of that block', () => {
    expect(diffBlocks([paragraph('Valuation')], [{ tag: 'heading', text: 'Valuation' }])).toEqual([
      { kind: 'changed', tag: 'heading', pieces: [{ text: 'Valuation', change: 'same' }] },
    ]);
  });

  it('folds long runs of unchanged blocks, keeping one either side of a change', () => {
    const same = ['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.'].map(paragraph);
    const changes = diffBlocks([...same, paragraph('Old end.')], [...same, paragraph('New ending entirely.')]);
    expect(changes.map((change) => change.kind)).toEqual(['folded', 'same', 'removed', 'added']);
    expect(changes[0]).toEqual({ kind: 'folded', count: 5 });
    // A single unchanged block between changes is shown, not folded.
    const between = diffBlocks(
      [paragraph('Revenue grew ten percent.'), paragraph('Keep.'), paragraph('Margins held steady.')],
      [paragraph('Revenue grew twelve percent.'), paragraph('Keep.'), paragraph('Margins held steady all year.')],
    );
    expect(between.map((change) => change.kind)).toEqual(['changed', 'same', 'changed']);
  });
});

describe('diffRevision', () => {
  const revision = { title: 'Duration risk', summary: 'Why long bonds fell.', content: '<p>Rates rose.</p><p>Prices fell.</p>' };

  it('compares title, summary and text from the revision to the current version', () => {
    const diff = diffRevision(revision, { ...revision, title: 'Duration risk, explained', content: '<p>Rates rose.</p>' });
    expect(diff.changed).toBe(true);
    expect(diff.title).toEqual([
      { text: 'Duration risk', change: 'same' },
      { text: ', explained', change: 'added' },
    ]);
    expect(diff.summary).toEqual([{ text: 'Why long bonds fell.', change: 'same' }]);
    expect(diff.body).toEqual([
      { kind: 'same', tag: 'paragraph', pieces: [{ text: 'Rates rose.', change: 'same' }] },
      { kind: 'removed', tag: 'paragraph', pieces: [{ text: 'Prices fell.', change: 'removed' }] },
    ]);
  });

  it('says when nothing changed, whatever the markup', () => {
    const diff = diffRevision(revision, { ...revision, content: '<p>Rates <em>rose</em>.</p><p>Prices fell.</p>' });
    expect(diff.changed).toBe(false);
    expect(diffRevision({ ...revision, summary: '' }, { ...revision, summary: '' }).summary).toEqual([]);
  });
});
