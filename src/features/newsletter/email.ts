/**
 * The subscriber address as firestore.rules accept it (subscribers/{email}): the site's
 * strict address pattern (src/lib/email-address.ts), lowercased. Checked here too, so the
 * reader learns of a typo instead of meeting a refused write.
 */
import { isEmailAddress } from '../../lib/email-address.js';

export { normalizeEmail } from '../../lib/email-address.js';

export function isSubscribableEmail(email: string): boolean {
  return email === email.toLowerCase() && isEmailAddress(email);
}

/** Where a form is (footer, home, sidebar…), as the rules allow: [a-z0-9-]{1,40}. */
export function isSubscriptionSource(source: string): boolean {
  return /^[a-z0-9-]{1,40}$/.test(source);
}
