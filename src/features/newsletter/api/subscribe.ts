/**
 * Subscribes an address: subscribers/{lowercased email} = {email, subscribedAt, source,
 * searchTerms, subscribedDays} (firestore.rules, docs/data-model.md); the terms are the
 * words admins find the address by. This module loads only when a form is sent.
 *
 * One write, merged into whatever is there, the same for a first subscription and a
 * repeat: the rules judge both alike (a repeat renews subscribedAt and source), so both
 * succeed and nothing in the answer tells whether the address was already on the list
 * (docs/security.md). Today's UTC day goes into subscribedDays with arrayUnion, which adds
 * it to an address on the list and starts the list of a new one; the subscriber count goes
 * by the first day (site/subscribers), and arrayUnion answers with nothing either way.
 * A refusal is a real failure.
 */
import { arrayUnion, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { personSearchTerms } from '../../../lib/search-terms.js';
import { subscriptionDay } from '../../../lib/subscription-days.js';
import { isSubscribableEmail, isSubscriptionSource } from '../email.js';

export async function subscribe(email: string, source: string): Promise<void> {
  if (!isSubscribableEmail(email) || !isSubscriptionSource(source)) {
    throw new Error(`Not a subscribable address or source: ${email} (${source})`);
  }
  await setDoc(
    doc(getDb(), 'subscribers', email),
    { email, subscribedAt: serverTimestamp(), source, searchTerms: personSearchTerms('', email), subscribedDays: arrayUnion(subscriptionDay()) },
    { merge: true },
  );
}
