import { isSubscribableEmail, isSubscriptionSource, normalizeEmail } from './email.js';

describe('subscriber e-mail addresses', () => {
  it('are stored trimmed and lowercased, one document per address', () => {
    expect(normalizeEmail('  Reader@Example.COM ')).toBe('reader@example.com');
  });

  it.each(['reader@example.com', 'first.last+news@mail.example.co.uk', 'a@b.c'])('accepts %s', (email) => {
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
