/**
 * An admin for page tests: a new account signed in through the app, made an admin the way
 * `npm run set-role` does it (a write that skips the rules), then the session read again,
 * as a page load would.
 */
import { doc, setDoc } from 'firebase/firestore/lite';
import type { TestClients } from '../emulator.js';
import { refreshSession } from '../../../src/lib/session/session.js';
import { signInNewUser } from './sign-in-to-app.js';

export async function signInNewAdmin(owner: TestClients, fullName = 'Maya Chen'): Promise<string> {
  const uid = await signInNewUser(fullName.toLowerCase().replace(/\W+/g, '-'));
  await setDoc(doc(owner.db, 'users', uid), { role: 'admin', fullName }, { merge: true });
  await refreshSession();
  return uid;
}

/** Rules that deny everything: to make the next request fail. */
export const CLOSED_RULES = "rules_version = '2';\nservice cloud.firestore { match /databases/{database}/documents { } }";
