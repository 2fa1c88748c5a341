/** Reads users/{uid}; SDK types stop here. */
import { doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import type { UserProfile } from '../session/session-types.js';
import { getDb } from './firestore.js';

const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function fetchUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(doc(getDb(), 'users', uid));
  const data = snapshot.data();
  if (!data) return null;
  return {
    fullName: asString(data.fullName),
    email: asString(data.email),
    role: data.role === 'admin' ? 'admin' : 'subscriber',
    emailVerified: data.emailVerified === true,
    createdAt: asDate(data.createdAt),
    lastLogin: asDate(data.lastLogin),
  };
}
