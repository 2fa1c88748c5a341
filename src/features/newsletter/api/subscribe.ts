/**
 * Subscribes an address: subscribers/{lowercased email} = {email, subscribedAt, source}
 * (firestore.rules, docs/data-model.md).
 *
 * The rules judge a first subscription and a repeat alike (a repeat renews subscribedAt
 * and source), so both succeed and nothing in the answer tells whether the address was
 * already on the list (docs/security.md). A refusal is a real failure.
 */
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { isSubscribableEmail, isSubscriptionSource } from '../email.js';

export async function subscribe(email: string, source: string): Promise<void> {
  if (!isSubscribableEmail(email) || !isSubscriptionSource(source)) {
    throw new Error(`Not a subscribable address or source: ${email} (${source})`);
  }
  await setDoc(doc(getDb(), 'subscribers', email), { email, subscribedAt: serverTimestamp(), source });
}
