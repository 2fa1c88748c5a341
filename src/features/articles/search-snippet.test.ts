import { markSearched, searchSnippet, type Segment } from './search-snippet.js';

/** The segments as text, marked words in [brackets]. */
const shown = (segments: readonly Segment[]) => segments.map(({ text, marked }) => (marked ? `[${text}]` : text)).join('');

describe('markSearched', () => {
  it('marks every word the query finds, as search finds it', () => {
    expect(shown(markSearched('Market breadth and the markets’ mood', 'market'))).toBe('[Market] breadth and the [markets]’ mood');
    // Plurals, beginnings, accents and case.
    expect(shown(markSearched('Two ETF portfolios for dividends', 'etfs divid'))).toBe('Two [ETF] portfolios for [dividends]');
    expect(shown(markSearched('Companies with pricing power', 'company'))).toBe('[Companies] with pricing power');
    expect(shown(markSearched('Société Générale results', 'societe'))).toBe('[Société] Générale results');
  });

  it('marks nothing for a word that only contains the query, or for stop words', () => {
    expect(shown(markSearched('Undervalued small caps', 'value'))).toBe('Undervalued small caps');
    expect(markSearched('The case for bonds', 'the')).toEqual([{ text: 'The case for bonds', marked: false }]);
  });
});

describe('searchSnippet', () => {
  it('shows a text whose first match is near its start from the start', () => {
    expect(shown(searchSnippet('Why bond ladders beat bond funds when rates fall.', 'ladder'))).toBe('Why bond [ladders] beat bond funds when rates fall.');
  });

  it('starts a few words before a match far into the text, after an ellipsis', () => {
    const summary =
      'A long look at how portfolios held up through the quarter, what changed in the allocation, and why the dividend sleeve carried the returns.';
    const snippet = shown(searchSnippet(summary, 'dividend'));
    // The first word that starts within 30 characters before the match.
    expect(snippet).toBe('…the allocation, and why the [dividend] sleeve carried the returns.');
    expect(summary.endsWith(snippet.slice(1).replace(/[[\]]/g, ''))).toBe(true);
  });

  it('is the whole text, unmarked, when the match is elsewhere (the title or the body)', () => {
    expect(searchSnippet('Rates and the curve.', 'semiconductor')).toEqual([{ text: 'Rates and the curve.', marked: false }]);
  });
});
