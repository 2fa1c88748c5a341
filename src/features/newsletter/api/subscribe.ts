/**
 * Subscribes an address: subscribers/{lowercased email} = {email, subscribedAt, source}
 * (firestore.rules, DESIGN §3).
 *
 * The rules allow creating a subscriber but never updating one, so subscribing an address
 * that is already on the list is denied as an update. For an address and source the rules
 * accept on create, that denial can only mean "already subscribed", which is a success for
 * the reader; and since both cases look alike, the form reveals nothing about who is
 * subscribed (DESIGN §5).
 */
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { isSubscribableEmail, isSubscriptionSource } from '../email.js';

/** By code, not class: not every build of the SDK throws its FirestoreError class. */
function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}

export async function subscribe(email: string, source: string): Promise<void> {
  if (!isSubscribableEmail(email) || !isSubscriptionSource(source)) {
    // Only then does a denied write mean "already subscribed" (see above).
    throw new Error(`Not a subscribable address or source: ${email} (${source})`);
  }
  try {
    await setDoc(doc(getDb(), 'subscribers', email), { email, subscribedAt: serverTimestamp(), source });
  } catch (error) {
    if (isPermissionDenied(error)) return;
    throw error;
  }
}
