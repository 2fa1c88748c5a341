import { commentTextParts } from './comment-text.js';

describe('commentTextParts', () => {
  it('keeps plain text as it is, line breaks and all', () => {
    expect(commentTextParts('Margins look stretched.\n\nI am waiting.')).toEqual([{ kind: 'text', text: 'Margins look stretched.\n\nI am waiting.' }]);
    expect(commentTextParts('')).toEqual([]);
  });

  it('makes web addresses links, leaving the sentence around them', () => {
    expect(commentTextParts('The filing is at https://www.sec.gov/edgar, see Item 7.')).toEqual([
      { kind: 'text', text: 'The filing is at ' },
      { kind: 'link', href: 'https://www.sec.gov/edgar', text: 'https://www.sec.gov/edgar' },
      { kind: 'text', text: ', see Item 7.' },
    ]);
    expect(commentTextParts('http://example.com/a?b=1&c=2#d')).toEqual([{ kind: 'link', href: 'http://example.com/a?b=1&c=2#d', text: 'http://example.com/a?b=1&c=2#d' }]);
  });

  it('ends an address before the punctuation that ends its sentence', () => {
    const links = (text: string) => commentTextParts(text).filter((part) => part.kind === 'link').map((part) => part.text);
    expect(links('Read https://example.com.')).toEqual(['https://example.com']);
    expect(links('Really? https://example.com/x?!')).toEqual(['https://example.com/x']);
    expect(links('(see https://example.com/report)')).toEqual(['https://example.com/report']);
    expect(links('https://en.wikipedia.org/wiki/Float_(economics).')).toEqual(['https://en.wikipedia.org/wiki/Float_(economics)']);
    expect(links('"https://example.com/q"')).toEqual(['https://example.com/q']);
    expect(links('one https://a.example and two https://b.example')).toEqual(['https://a.example', 'https://b.example']);
  });

  it('links only http and https addresses', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/file', 'www.example.com', 'mailto:a@example.com', 'https://', 'http:///path']) {
      expect(commentTextParts(text).every((part) => part.kind === 'text'), text).toBe(true);
      expect(commentTextParts(text).map((part) => part.text).join('')).toBe(text);
    }
  });

  it('never reads markup: it stays text, and an address ends where markup would start', () => {
    const markup = '<img src=x onerror=alert(1)> <a href="https://evil.example">win</a>';
    const parts = commentTextParts(markup);
    expect(parts.map((part) => part.text).join('')).toBe(markup);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([{ kind: 'link', href: 'https://evil.example/', text: 'https://evil.example' }]);
  });

  it('gives every character back, in order', () => {
    const text = 'Long https://example.com/a, short http://example.org/b.\nNone: ftp://x';
    expect(commentTextParts(text).map((part) => part.text).join('')).toBe(text);
  });
});
