import { commentTime, editMinutesLeft } from './comment-time.js';

const now = new Date(2026, 2, 7, 15, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60 * 1000;

describe('commentTime', () => {
  it('says how long ago within a day, then the date', () => {
    expect(commentTime(before(20 * 1000), now)).toBe('just now');
    expect(commentTime(before(MINUTE), now)).toBe('1 min ago');
    expect(commentTime(before(59 * MINUTE + 59 * 1000), now)).toBe('59 min ago');
    expect(commentTime(before(60 * MINUTE), now)).toBe('1 h ago');
    expect(commentTime(before(23 * 60 * MINUTE + 59 * MINUTE), now)).toBe('23 h ago');
    expect(commentTime(new Date(2026, 2, 6, 14, 0), now)).toBe('March 6, 2026');
  });

  it('says "just now" for a comment not yet stored, or a clock a little ahead', () => {
    expect(commentTime(null, now)).toBe('just now');
    expect(commentTime(new Date(now.getTime() + 5000), now)).toBe('just now');
  });
});

describe('editMinutesLeft', () => {
  it('counts the whole minutes left of the 15, rounded up, then none', () => {
    expect(editMinutesLeft(now, now)).toBe(15);
    expect(editMinutesLeft(before(30 * 1000), now)).toBe(15);
    expect(editMinutesLeft(before(3 * MINUTE), now)).toBe(12);
    expect(editMinutesLeft(before(14 * MINUTE + 59 * 1000), now)).toBe(1);
    expect(editMinutesLeft(before(15 * MINUTE), now)).toBe(0);
    expect(editMinutesLeft(before(60 * MINUTE), now)).toBe(0);
    expect(editMinutesLeft(null, now)).toBe(15);
    expect(editMinutesLeft(new Date(now.getTime() + 20 * 1000), now)).toBe(15);
  });
});
