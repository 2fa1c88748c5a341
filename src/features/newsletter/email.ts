/**
 * The subscriber address as firestore.rules accept it (subscribers/{email}): lowercased,
 * 3 to 254 characters, something@something.something without spaces. Checked here too, so
 * the reader learns of a typo, and so that a denied write can be told apart (see
 * api/subscribe.ts). A '/' would split the document path, so it is refused as well.
 */
const ADDRESS = /^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/;

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isSubscribableEmail(email: string): boolean {
  return email.length >= 3 && email.length <= 254 && email === email.toLowerCase() && ADDRESS.test(email);
}

/** Where a form is (footer, home, sidebar…), as the rules allow: [a-z0-9-]{1,40}. */
export function isSubscriptionSource(source: string): boolean {
  return /^[a-z0-9-]{1,40}$/.test(source);
}
