/**
 * Stores a contact form message in contactMessages (docs/decisions.md), which admins read. The
 * rules check the lengths, that createdAt is the server's time, and that a uid, when
 * given, is the signed-in caller's own.
 */
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/** Field limits of firestore.rules, also given to the form's inputs. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export async function sendContactMessage(message: ContactMessage, uid: string | null): Promise<void> {
  await addDoc(collection(getDb(), 'contactMessages'), {
    ...message,
    createdAt: serverTimestamp(),
    ...(uid && { uid }),
  });
}
