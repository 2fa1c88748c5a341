import { tallyLines } from './position-tally.js';

describe('tallyLines', () => {
  it('says each security on one line, long, short and no position in that order', () => {
    expect(tallyLines({ 'AAPL none': 2, 'AAPL long': 3, 'AAPL short': 1 }, ['AAPL']).map((line) => line.text)).toEqual(['AAPL: 3 long · 1 short · 2 no position']);
  });

  it("follows the article's order of securities and leaves out sides and securities nobody stated", () => {
    const lines = tallyLines({ 'MSFT short': 1, 'AAPL long': 1200, 'BRK.B none': 1, 'TSLA long': 0 }, ['BRK.B', 'AAPL', 'MSFT', 'TSLA']);
    expect(lines.map((line) => line.text)).toEqual(['BRK.B: 1 no position', 'AAPL: 1,200 long', 'MSFT: 1 short']);
    expect(lines[1]!.sides).toEqual([{ side: 'long', count: 1200, text: '1,200 long' }]);
  });

  it('keeps a security taken off the article since, after the others, and ignores what is not a count', () => {
    expect(tallyLines({ 'ZZZ long': 1, 'AAPL long': 1, 'AAPL sideways': 4, AAPL: 2, 'AAPL short': -1 }, ['AAPL']).map((line) => line.text)).toEqual(['AAPL: 1 long', 'ZZZ: 1 long']);
  });

  it('has no lines when nobody stated a position', () => {
    expect(tallyLines({}, ['AAPL'])).toEqual([]);
  });
});
