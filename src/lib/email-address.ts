/**
 * The e-mail addresses the site accepts, in the forms and in firestore.rules (which holds
 * the same pattern; email-address.test.ts keeps the two equal).
 *
 * Stricter than RFC 5322 on purpose: letters, digits and . _ + - before the @, starting
 * with a letter, digit or _, and a dotted domain. No quotes, angle brackets or spaces, and
 * never a leading = + - @, so an address can be put in HTML, a mailto: link or a
 * spreadsheet cell without being read as markup or a formula. No % either: a mail program
 * decodes a mailto: address, so a stored `boss%40victim.example%2Cme@…` would add a
 * recipient (or, as %0D%0A, a header) to the admin's reply.
 */
export const EMAIL_PATTERN =
  '[A-Za-z0-9_][A-Za-z0-9._+-]{0,63}@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?[.])+[A-Za-z]{2,63}';

const ADDRESS = new RegExp(`^(?:${EMAIL_PATTERN})$`);

const MIN_EMAIL_LENGTH = 6;
const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length >= MIN_EMAIL_LENGTH && value.length <= MAX_EMAIL_LENGTH && ADDRESS.test(value);
}

/** How addresses are stored (subscribers are keyed by it): trimmed and lowercased. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}
