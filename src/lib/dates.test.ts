import { formatDate, isoDate } from './dates.js';

describe('formatDate', () => {
  it('writes dates the en-US way', () => {
    expect(formatDate(new Date(2026, 2, 7))).toBe('March 7, 2026');
  });

  it('agrees with the en-US locale on every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(2028, 0, 1 + day, 23, 30);
      expect(formatDate(date)).toBe(date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
    }
  });

  it('says "No date" when there is none and "Invalid date" when it is broken', () => {
    expect(formatDate(null)).toBe('No date');
    expect(formatDate(undefined)).toBe('No date');
    expect(formatDate(new Date('not a date'))).toBe('Invalid date');
  });
});

describe('isoDate', () => {
  it('gives the machine-readable form, or nothing for a missing or broken date', () => {
    expect(isoDate(new Date(Date.UTC(2026, 2, 7, 12)))).toBe('2026-03-07T12:00:00.000Z');
    expect(isoDate(null)).toBeUndefined();
    expect(isoDate(new Date(Number.NaN))).toBeUndefined();
  });
});
