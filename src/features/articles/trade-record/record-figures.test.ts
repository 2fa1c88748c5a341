import type { TradeIdea } from '../../../lib/finance.js';
import { tradeRecord, type RecordedIdea } from '../../../lib/trade-record.js';
import { formatPrice } from '../../../lib/finance.js';
import { ideaLine, recordFigures, toneOf } from './record-figures.js';

const NOW = new Date(Date.UTC(2026, 5, 1));
const published = new Date(Date.UTC(2026, 0, 15));
const spyLong: TradeIdea = { direction: 'long', ticker: 'SPY', entry: 560, target: 590, stop: 548, horizon: '6–8 weeks' };
const tslaShort: TradeIdea = { direction: 'short', ticker: 'TSLA', entry: 250, target: 200, stop: 275, horizon: 'about 4 weeks' };
const closedOn = new Date(Date.UTC(2026, 1, 20));

const targetHit: RecordedIdea = { idea: spyLong, publishedAt: published, outcome: { status: 'target-hit', price: 590.2, closedOn, note: '' } };
const stoppedOut: RecordedIdea = { idea: tslaShort, publishedAt: published, outcome: { status: 'stopped-out', price: 276.4, closedOn, note: '' } };
const open: RecordedIdea = { idea: { ...spyLong, horizon: '3–6 months' }, publishedAt: new Date(Date.UTC(2026, 3, 1)), outcome: null };
const expired: RecordedIdea = { idea: spyLong, publishedAt: published, outcome: null };

describe('a record’s figures', () => {
  it('count the ideas by where they stand, and give the closed ones’ hit rate, mean return and mean reward-to-risk', () => {
    expect(recordFigures(tradeRecord([targetHit, stoppedOut, open, expired], NOW))).toEqual({
      ideas: [
        { label: 'Published', value: '4' },
        { label: 'Open', value: '1' },
        { label: 'Expired', value: '1' },
        { label: 'Closed', value: '2' },
      ],
      closed: [
        { label: 'Hit rate', value: '50%' },
        // (+5.39% − 10.56%) / 2, and (2.5 + 2.0) / 2.
        { label: 'Average return', value: '−2.6%', tone: 'loss' },
        { label: 'Average reward-to-risk', value: '2.3 to 1' },
      ],
    });
  });

  it('show nothing for the closed ideas while none is closed', () => {
    const { closed } = recordFigures(tradeRecord([open], NOW));
    expect(closed.map((figure) => figure.value)).toEqual([null, null, null]);
    expect(closed.some((figure) => 'tone' in figure)).toBe(false);
  });

  it('round the hit rate to a whole percent', () => {
    const { closed } = recordFigures(tradeRecord([targetHit, targetHit, stoppedOut], NOW));
    expect(closed[0]).toEqual({ label: 'Hit rate', value: '67%' });
  });
});

describe('an idea’s row', () => {
  it('gives a closed idea’s prices, exit, day and signed return', () => {
    expect(ideaLine(targetHit, NOW)).toEqual({
      status: 'target-hit',
      entry: '560.00',
      target: '590.00',
      stop: '548.00',
      rewardToRisk: '2.5',
      exit: { price: '590.20', on: closedOn },
      result: { text: '+5.4%', tone: 'gain' },
    });
    // A short loses as the price rises.
    expect(ideaLine(stoppedOut, NOW)).toMatchObject({ status: 'stopped-out', exit: { price: '276.40' }, result: { text: '−10.6%', tone: 'loss' } });
  });

  it('gives an idea without an outcome no exit and no return: open within its horizon, expired after it', () => {
    expect(ideaLine(open, NOW)).toMatchObject({ status: 'open', exit: null, result: null });
    expect(ideaLine(expired, NOW)).toMatchObject({ status: 'expired', exit: null, result: null });
  });
});

describe('prices and tones', () => {
  it('write prices with two to four decimals and thousands separated', () => {
    expect([formatPrice(540), formatPrice(0.12345), formatPrice(64250.5)]).toEqual(['540.00', '0.1235', '64,250.50']);
  });

  it('call a return flat when it rounds to 0.0%', () => {
    expect([toneOf(0.0004), toneOf(-0.0004), toneOf(0.0006), toneOf(-0.0006)]).toEqual(['flat', 'flat', 'gain', 'loss']);
  });
});
