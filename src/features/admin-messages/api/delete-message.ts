/** Deletes a contact message for good. */
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

export async function deleteMessage(id: string): Promise<void> {
  await deleteDoc(doc(getDb(), 'contactMessages', id));
}
