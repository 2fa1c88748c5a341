import { describe, expect, it } from 'vitest';
import { tagKey } from './tags.js';

describe('tagKey', () => {
  it('is one key whatever the case and spacing', () => {
    expect(tagKey('Stocks')).toBe('stocks');
    expect(tagKey(' STOCKS ')).toBe('stocks');
    expect(tagKey('Market   Analysis')).toBe('market analysis');
    expect(tagKey('ETFs')).toBe(tagKey('etfs'));
  });

  it('keeps what is not a letter', () => {
    expect(tagKey('S&P 500')).toBe('s&p 500');
  });
});
