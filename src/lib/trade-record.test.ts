import { describe, expect, it } from 'vitest';
import type { TradeIdea } from './finance.js';
import {
  amendmentsFrom, formatReturn, horizonDays, horizonEnd, ideaReturn, ideaStatus, outcomeFrom, outcomeProblem, tradeRecord, utcDay,
  type IdeaOutcome, type RecordedIdea,
} from './trade-record.js';

const LONG: TradeIdea = { direction: 'long', ticker: 'AAPL', entry: 100, target: 125, stop: 90, horizon: '3–6 months' };
const SHORT: TradeIdea = { direction: 'short', ticker: 'TSLA', entry: 250, target: 200, stop: 275, horizon: 'Through earnings, about 4 weeks' };
const PUBLISHED = new Date('2026-03-10T14:30:00Z');
const outcome = (status: IdeaOutcome['status'], price: number, day = '2026-04-01'): IdeaOutcome => ({ status, price, closedOn: new Date(`${day}T00:00:00Z`), note: '' });

describe('trade idea records', () => {
  it('reads a horizon as its longest duration, or none', () => {
    expect(horizonDays('3–6 months')).toBeCloseTo(6 * 30.4375);
    expect(horizonDays('Through earnings, about 4 weeks')).toBe(28);
    expect(horizonDays('1 year')).toBe(365.25);
    expect(horizonDays('90 days or 2 Weeks')).toBe(90);
    expect(horizonDays('into earnings')).toBeNull();
    expect(horizonDays('3 monthsish')).toBeNull();
    expect(horizonEnd(PUBLISHED, '2 weeks')).toEqual(new Date('2026-03-24T14:30:00Z'));
  });

  it('says where an idea stands: its outcome, else open until its horizon, then expired', () => {
    const idea = (outcome: IdeaOutcome | null, horizon = '4 weeks'): RecordedIdea => ({ idea: { ...LONG, horizon }, outcome, publishedAt: PUBLISHED });
    expect(ideaStatus(idea(null), new Date('2026-04-01T00:00:00Z'))).toBe('open');
    expect(ideaStatus(idea(null), new Date('2026-04-08T00:00:00Z'))).toBe('expired');
    expect(ideaStatus(idea(null, 'into earnings'), new Date('2030-01-01T00:00:00Z'))).toBe('open');
    expect(ideaStatus(idea(outcome('stopped-out', 88)), new Date('2030-01-01T00:00:00Z'))).toBe('stopped-out');
    expect(ideaStatus({ idea: LONG, outcome: null, publishedAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe('open');
  });

  it('computes returns for the direction: a short gains as the price falls', () => {
    expect(ideaReturn(LONG, 125)).toBeCloseTo(0.25);
    expect(ideaReturn(LONG, 90)).toBeCloseTo(-0.1);
    expect(ideaReturn(SHORT, 200)).toBeCloseTo(0.2);
    expect(ideaReturn(SHORT, 275)).toBeCloseTo(-0.1);
    expect(formatReturn(0.125)).toBe('+12.5%');
    expect(formatReturn(-0.04)).toBe('−4.0%');
    expect(formatReturn(0.0001)).toBe('0.0%');
  });

  it('accepts an outcome only as the rules do', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(outcomeProblem(LONG, outcome('target-hit', 125), PUBLISHED, now)).toBeNull();
    expect(outcomeProblem(LONG, outcome('stopped-out', 90), PUBLISHED, now)).toBeNull();
    expect(outcomeProblem(LONG, outcome('closed', 100), PUBLISHED, now)).toBeNull();
    expect(outcomeProblem(SHORT, outcome('target-hit', 200), PUBLISHED, now)).toBeNull();
    expect(outcomeProblem(SHORT, outcome('stopped-out', 280), PUBLISHED, now)).toBeNull();
    // The publication day itself, and today, are days an idea can end.
    expect(outcomeProblem(LONG, outcome('closed', 101, '2026-03-10'), PUBLISHED, now)).toBeNull();
    expect(outcomeProblem(LONG, outcome('closed', 101, '2026-05-01'), PUBLISHED, now)).toBeNull();

    expect(outcomeProblem(LONG, outcome('target-hit', 95), PUBLISHED, now)).toBe('target-side');
    expect(outcomeProblem(LONG, outcome('stopped-out', 101), PUBLISHED, now)).toBe('stop-side');
    expect(outcomeProblem(LONG, outcome('stopped-out', 100), PUBLISHED, now)).toBe('stop-side');
    expect(outcomeProblem(SHORT, outcome('target-hit', 260), PUBLISHED, now)).toBe('target-side');
    expect(outcomeProblem(SHORT, outcome('stopped-out', 240), PUBLISHED, now)).toBe('stop-side');
    expect(outcomeProblem(LONG, outcome('closed', 0), PUBLISHED, now)).toBe('price');
    expect(outcomeProblem(LONG, outcome('closed', Number.NaN), PUBLISHED, now)).toBe('price');
    expect(outcomeProblem(LONG, outcome('closed', 101, '2026-03-09'), PUBLISHED, now)).toBe('before-publication');
    expect(outcomeProblem(LONG, outcome('closed', 101, '2026-05-02'), PUBLISHED, now)).toBe('future');
    expect(outcomeProblem(LONG, { ...outcome('closed', 101), note: 'x'.repeat(141) }, PUBLISHED, now)).toBe('note');
    expect(utcDay(PUBLISHED)).toEqual(new Date('2026-03-10T00:00:00Z'));
  });

  it('makes a record of closed ideas: hit rate, average return and reward-to-risk', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const record = tradeRecord(
      [
        { idea: LONG, outcome: outcome('target-hit', 125), publishedAt: PUBLISHED }, // +25 %, 2.5
        { idea: SHORT, outcome: outcome('stopped-out', 275), publishedAt: PUBLISHED }, // −10 %, 2.0
        { idea: { ...LONG, horizon: '10 years' }, outcome: null, publishedAt: PUBLISHED },
        { idea: { ...LONG, horizon: '2 weeks' }, outcome: null, publishedAt: PUBLISHED },
      ],
      now,
    );
    expect(record).toMatchObject({ published: 4, open: 1, expired: 1, closed: 2, hitRate: 0.5 });
    expect(record.averageReturn).toBeCloseTo(0.075);
    expect(record.averageRewardToRisk).toBeCloseTo(2.25);
    expect(tradeRecord([], now)).toEqual({ published: 0, open: 0, expired: 0, closed: 0, hitRate: null, averageReturn: null, averageRewardToRisk: null });
  });

  it('reads stored outcomes and amendments defensively', () => {
    const day = { toDate: () => new Date('2026-04-01T00:00:00Z') };
    expect(outcomeFrom({ status: 'closed', price: 101, closedOn: day, note: 'Sold into strength.' })).toEqual({
      status: 'closed', price: 101, closedOn: new Date('2026-04-01T00:00:00Z'), note: 'Sold into strength.',
    });
    expect(outcomeFrom({ status: 'won', price: 101, closedOn: day })).toBeNull();
    expect(outcomeFrom({ status: 'closed', price: '101', closedOn: day })).toBeNull();
    expect(outcomeFrom(null)).toBeNull();
    const later = { toDate: () => new Date('2026-04-02T00:00:00Z') };
    expect(amendmentsFrom({ 10: { amendedAt: later, note: 'Tenth.' }, 2: { amendedAt: day, note: 'Second.' }, 3: { note: 'no date' }, 4: 'x' })).toEqual([
      { amendedAt: new Date('2026-04-01T00:00:00Z'), note: 'Second.' },
      { amendedAt: new Date('2026-04-02T00:00:00Z'), note: 'Tenth.' },
    ]);
    expect(amendmentsFrom([{ amendedAt: day, note: 'A list is not how they are stored.' }])).toEqual([]);
    expect(amendmentsFrom(undefined)).toEqual([]);
  });
});
