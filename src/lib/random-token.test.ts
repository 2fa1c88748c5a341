import { randomToken } from './random-token.js';

describe('randomToken', () => {
  it('gives the length asked for, in lowercase letters and digits', () => {
    for (const length of [1, 20, 40]) expect(randomToken(length)).toMatch(new RegExp(`^[a-z0-9]{${length}}$`));
  });

  it('uses every character, and does not repeat itself', () => {
    const seen = new Set(randomToken(4000));
    expect(seen.size).toBe(36);
    expect(randomToken(20)).not.toBe(randomToken(20));
  });
});
