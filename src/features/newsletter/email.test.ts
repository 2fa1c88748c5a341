import { isSubscribableEmail, isSubscriptionSource, normalizeEmail } from './email.js';

describe('subscriber e-mail addresses', () => {
  it('are stored trimmed and lowercased, one document per address', () => {
    expect(normalizeEmail('  Reader@Example.COM ')).toBe('reader@example.com');
  });

  it.each(['reader@example.com', 'first.last+news@mail.example.co.uk', 'a@b.co', '_x.y-z@sub-1.example.io'])('accepts %s', (email) => {
    expect(isSubscribableEmail(email)).toBe(true);
  });

  it.each([
    ['no domain dot', 'reader@localhost'],
    ['no @', 'reader.example.com'],
    ['two @', 'a@b@example.com'],
    ['a space', 'read er@example.com'],
    ['uppercase', 'Reader@example.com'],
    ['a slash (would split the document path)', 'a/b@example.com'],
    ['too long', `${'x'.repeat(250)}@example.com`],
    ['empty', ''],
    ['quotes and angle brackets', '=cmd"<x>@evil.io'],
    ['a leading =', '=sum@example.com'],
    ['a leading +', '+1@example.com'],
    ['a leading -', '-x@example.com'],
    ['a leading @', '@x@example.com'],
    ['an apostrophe', "o'brien@example.com"],
    ['an angle bracket', 'a<b@example.com'],
    ['a one-letter top-level domain', 'a@b.c'],
    ['a domain label that starts with a hyphen', 'a@-b.example.com'],
    ['a % (a mailto: link would decode it)', '_x.y%z@sub-1.example.io'],
  ])('refuses an address with %s', (_reason, email) => {
    expect(isSubscribableEmail(email)).toBe(false);
  });

  it('know the sources the rules allow', () => {
    expect(isSubscriptionSource('footer')).toBe(true);
    expect(isSubscriptionSource('home-hero-2')).toBe(true);
    expect(isSubscriptionSource('Footer')).toBe(false);
    expect(isSubscriptionSource('')).toBe(false);
  });
});
