// tests/rules/rules-agree-with-app.test.ts checks that firestore.rules use the same pattern.
import { isEmailAddress, normalizeEmail } from './email-address.js';

describe('e-mail addresses', () => {
  it.each(['Sam.Visitor@Example.com', 'first.last+news@mail.example.co.uk', 'x_1@a-b.example.org'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['=cmd"<x>@evil.io', '=1+1@example.com', '+x@example.com', '-x@example.com', '"a"@example.com', 'a b@example.com', 'a@example', 'a@b.c'])(
    'refuses %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it.each(['a%40b.example%2Cc@d.example', 'x%0D%0Abcc.z@evil.example', 'boss%victim@example.com', '%41@example.com'])(
    'refuses %s: a mail program would decode its %% in a mailto: link',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it('are stored trimmed and lowercased', () => {
    expect(normalizeEmail('  Reader@Example.COM ')).toBe('reader@example.com');
  });
});
