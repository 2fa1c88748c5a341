import { formatRatio, needsDisclosure, rewardToRisk, tickerFrom, tickersFrom, tradeIdeaFrom } from './finance.js';

describe('finance fields', () => {
  it('reads ticker symbols as typed', () => {
    expect(tickerFrom(' $aapl ')).toBe('AAPL');
    expect(tickerFrom('brk.b')).toBe('BRK.B');
    expect(tickerFrom('BTC-USD')).toBe('BTC-USD');
    for (const bad of ['', '$', 'BRK B', 'A/B', '.AAPL', 'ABCDEFGHIJKLM', 'ÄPPLE']) expect(tickerFrom(bad), bad).toBeNull();
    expect(tickersFrom(['AAPL', 'msft', 7, 'BRK.B'])).toEqual(['AAPL', 'BRK.B']);
  });

  it('computes reward-to-risk for long and short ideas', () => {
    const long = { direction: 'long', ticker: 'AAPL', entry: 100, target: 125, stop: 90, horizon: '3 months' } as const;
    const short = { direction: 'short', ticker: 'TSLA', entry: 250, target: 200, stop: 275, horizon: '4 weeks' } as const;
    expect(formatRatio(rewardToRisk(long))).toBe('2.5');
    expect(formatRatio(rewardToRisk(short))).toBe('2.0');
    expect(tradeIdeaFrom({ ...long, entry: '100' })).toBeNull();
    expect(tradeIdeaFrom({ ...long, direction: 'sideways' })).toBeNull();
    expect(tradeIdeaFrom(long)).toEqual(long);
  });

  it('says which categories need a disclosure', () => {
    expect(needsDisclosure('equity-research')).toBe(true);
    expect(needsDisclosure('trade-ideas')).toBe(true);
    expect(needsDisclosure('market-insights')).toBe(false);
  });
});
