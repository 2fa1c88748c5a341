/**
 * Auth for the account screens, loaded through the session so that the session follows
 * whatever these screens do (sign-in, sign-out, deletion).
 */
import type { Auth, User } from 'firebase/auth';
import { getAuthInstance } from '../../../lib/firebase/auth.js';
import { loadAuth } from '../../../lib/session/session.js';

export async function accountAuth(): Promise<Auth> {
  await loadAuth();
  return getAuthInstance();
}

/** The signed-in user; the screens calling this are behind the sign-in guard. */
export async function signedInUser(): Promise<User> {
  const user = (await accountAuth()).currentUser;
  if (!user) throw Object.assign(new Error('Please log in again.'), { code: 'auth/user-token-expired' });
  return user;
}

/** Where e-mail links bring the user back to (Firebase adds it as continueUrl). */
export function continueUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
