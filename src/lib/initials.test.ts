import { initials } from './initials.js';

describe('initials', () => {
  it.each([
    ['Daniel Brooks, CFA', 'DB'],
    ['Maya Chen, CFP', 'MC'],
    ['Maya Chen', 'MC'],
    ['Daniel Brooks CFA', 'DB'],
    ['Mary Ann van der Berg', 'MB'],
    ['Robert Smith Jr.', 'RS'],
    ['Ana María Ñúñez, PhD, CFA', 'AÑ'],
    ['  cher  ', 'C'],
    ['Editor', 'E'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('has a question mark when no word is a name', () => {
    expect(initials('')).toBe('?');
    expect(initials('1234 !!')).toBe('?');
  });
});
