import { lastWeeks, shortDate, weekStart } from './weeks.js';

describe('the weeks of the subscriber chart', () => {
  it('start on Monday at midnight, local time', () => {
    expect(weekStart(new Date(2026, 2, 4, 15, 30))).toEqual(new Date(2026, 2, 2)); // a Wednesday
    expect(weekStart(new Date(2026, 2, 2, 0, 0))).toEqual(new Date(2026, 2, 2)); // a Monday
    expect(weekStart(new Date(2026, 2, 8, 23, 59))).toEqual(new Date(2026, 2, 2)); // the Sunday after
  });

  it('are the last 12, oldest first, each ending where the next starts, the current week last', () => {
    const weeks = lastWeeks(new Date(2026, 2, 4, 12));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ start: new Date(2026, 2, 2), end: new Date(2026, 2, 9) });
    expect(weeks[0]!.start).toEqual(new Date(2025, 11, 15));
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start).toEqual(weeks[i - 1]!.end);
    for (const week of weeks) expect(week.start.getDay()).toBe(1);
  });

  it('are labelled by their first day, short', () => {
    expect(shortDate(new Date(2026, 2, 2))).toEqual({ month: 'Mar', day: '2' });
  });
});
