import { formatDate, isoDate } from './dates.js';

describe('formatDate', () => {
  it('writes dates the en-US way', () => {
    expect(formatDate(new Date(2026, 2, 7))).toBe('March 7, 2026');
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
