import { formatCount } from './numbers.js';

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12345, 1234567, -4200, 1e9])('writes %d as en-US does', (value) => {
    expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });
});
