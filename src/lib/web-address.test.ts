import { webAddress } from './web-address.js';

const SITE = 'https://finance.example';

describe('web addresses from stored data', () => {
  it('keeps http and https addresses', () => {
    expect(webAddress('https://cdn.example/a.png', SITE)).toBe('https://cdn.example/a.png');
    expect(webAddress('http://127.0.0.1:9199/v0/b/x/o/a.svg?alt=media', SITE)).toBe('http://127.0.0.1:9199/v0/b/x/o/a.svg?alt=media');
  });

  it('resolves a relative address against the site', () => {
    expect(webAddress('/favicon.svg', SITE)).toBe('https://finance.example/favicon.svg');
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'mailto:a@b.co', 'http://'])(
    'drops %j',
    (value) => {
      expect(webAddress(value, SITE)).toBeNull();
    },
  );

  it('drops nothing given as nothing', () => {
    expect(webAddress(null, SITE)).toBeNull();
    expect(webAddress(undefined, SITE)).toBeNull();
    expect(webAddress('', SITE)).toBeNull();
  });
});
