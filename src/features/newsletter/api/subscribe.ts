/**
 * Subscribes an address: subscribers/{lowercased email} = {email, subscribedAt, source,
 * searchTerms} (firestore.rules, docs/data-model.md); the terms are the words admins find
 * the address by. This module loads only when a form is sent.
 *
 * The rules judge a first subscription and a repeat alike (a repeat renews subscribedAt
 * and source), so both succeed and nothing in the answer tells whether the address was
 * already on the list (docs/security.md). A refusal is a real failure.
 */
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { personSearchTerms } from '../../../lib/search-terms.js';
import { isSubscribableEmail, isSubscriptionSource } from '../email.js';

export async function subscribe(email: string, source: string): Promise<void> {
  if (!isSubscribableEmail(email) || !isSubscriptionSource(source)) {
    throw new Error(`Not a subscribable address or source: ${email} (${source})`);
  }
  await setDoc(doc(getDb(), 'subscribers', email), { email, subscribedAt: serverTimestamp(), source, searchTerms: personSearchTerms('', email) });
}
