import { exactTime, relativeTime } from './revision-time.js';

describe('revision times', () => {
  const now = new Date(2026, 10, 26, 22, 42, 13);
  const before = (ms: number) => new Date(now.getTime() - ms);

  it('are relative while recent, and the date and time after a day', () => {
    expect(relativeTime(before(12_000), now)).toBe('less than a minute ago');
    expect(relativeTime(before(61_000), now)).toBe('1 minute ago');
    expect(relativeTime(before(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(before(3 * 3_600_000 + 5), now)).toBe('3 hours ago');
    expect(relativeTime(before(25 * 3_600_000), now)).toBe('Nov 25, 2026, 9:42 PM');
    // A clock a little behind the server's: not "in the future".
    expect(relativeTime(new Date(now.getTime() + 2_000), now)).toBe('less than a minute ago');
  });

  it('are exact to the second', () => {
    expect(exactTime(now)).toBe('Nov 26, 2026, 10:42:13 PM');
  });
});
