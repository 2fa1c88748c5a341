/** Marks a message read (opening it does) or unread again: the one change the rules allow. */
import { doc, updateDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

export async function setMessageRead(id: string, read: boolean): Promise<void> {
  await updateDoc(doc(getDb(), 'contactMessages', id), { read });
}
