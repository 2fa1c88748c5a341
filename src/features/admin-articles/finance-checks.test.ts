import { isDisclosure, tradeIdeaProblem } from './finance-checks.js';

describe('the editor\'s finance checks', () => {
  it('checks an idea as the rules do', () => {
    const idea = { direction: 'long', ticker: 'AAPL', entry: 100, target: 125, stop: 90, horizon: '3 months' } as const;
    expect(tradeIdeaProblem(idea, ['AAPL'])).toBeNull();
    expect(tradeIdeaProblem(idea, ['MSFT'])).toBe('ticker');
    expect(tradeIdeaProblem({ ...idea, stop: 110 }, ['AAPL'])).toBe('long-order');
    expect(tradeIdeaProblem({ ...idea, direction: 'short' }, ['AAPL'])).toBe('short-order');
    expect(tradeIdeaProblem({ ...idea, entry: Number.NaN }, ['AAPL'])).toBe('prices');
    expect(tradeIdeaProblem({ ...idea, stop: -1 }, ['AAPL'])).toBe('prices');
    expect(tradeIdeaProblem({ ...idea, horizon: ' ' }, ['AAPL'])).toBe('horizon');
    // A horizon says how long: an idea is open until it has passed.
    expect(tradeIdeaProblem({ ...idea, horizon: 'into earnings' }, ['AAPL'])).toBe('horizon');
    expect(tradeIdeaProblem({ ...idea, horizon: 'Through earnings, about 4 weeks' }, ['AAPL'])).toBeNull();
  });

  it('asks research and trade ideas for a disclosure of at least one sentence', () => {
    expect(isDisclosure('I hold no position in AAPL.')).toBe(true);
    expect(isDisclosure('None.')).toBe(false);
    expect(isDisclosure('I hold no position in AAPL at all')).toBe(false);
    expect(isDisclosure('                         .')).toBe(false);
    // Text, not a placeholder: words of letters, and not one word repeated.
    expect(isDisclosure('xxxxxxxxxxxxxxxxxxx.')).toBe(false);
    expect(isDisclosure('xx xx xx xx xx xx xx xx.')).toBe(false);
    expect(isDisclosure('1234 5678 9012 3456 7890.')).toBe(false);
    expect(isDisclosure('I have no position in any security named here.')).toBe(true);
  });
});
