import { addDays, lastClosedDay, subscriptionDay } from './subscription-days.js';

describe('subscription days', () => {
  it('is the UTC midnight of the day, whatever the hour', () => {
    expect(subscriptionDay(new Date('2026-03-14T00:00:00.000Z'))).toEqual(new Date('2026-03-14T00:00:00.000Z'));
    expect(subscriptionDay(new Date('2026-03-14T23:59:59.999Z'))).toEqual(new Date('2026-03-14T00:00:00.000Z'));
    // 01:30 in Sydney is the evening before in UTC.
    expect(subscriptionDay(new Date('2026-03-15T01:30:00+11:00'))).toEqual(new Date('2026-03-14T00:00:00.000Z'));
  });

  it('moves by whole days, and counts up to three days back', () => {
    expect(addDays(new Date('2026-03-01T00:00:00.000Z'), -1)).toEqual(new Date('2026-02-28T00:00:00.000Z'));
    expect(addDays(new Date('2026-12-31T00:00:00.000Z'), 1)).toEqual(new Date('2027-01-01T00:00:00.000Z'));
    expect(lastClosedDay(new Date('2026-03-14T08:00:00.000Z'))).toEqual(new Date('2026-03-11T00:00:00.000Z'));
  });
});
