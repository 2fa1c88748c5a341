/** Takes an address off the list. */
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

export async function removeSubscriber(email: string): Promise<void> {
  await deleteDoc(doc(getDb(), 'subscribers', email));
}
