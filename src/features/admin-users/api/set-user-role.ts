/**
 * Changes another user's role. firestore.rules let an admin change only `role` (and
 * `updatedAt`) of someone else's profile, never their own, so the site cannot lose its
 * last admin by accident. The user's session reads the role when it starts, so the change
 * reaches them on their next page load.
 */
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { UserRole } from '../types.js';

export async function setUserRole(uid: string, role: UserRole): Promise<void> {
  await updateDoc(doc(getDb(), 'users', uid), { role, updatedAt: serverTimestamp() });
}
