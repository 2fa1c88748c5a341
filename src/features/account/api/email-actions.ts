/**
 * The links Firebase e-mails (verify e-mail, change e-mail, undo a change) when the
 * project's action URL points at /auth/action. Password resets go to /reset-password.
 */
import { applyActionCode } from 'firebase/auth';
import { refreshSession } from '../../../lib/session/session.js';
import { accountAuth } from './account-auth.js';

export type EmailAction = 'verifyEmail' | 'verifyAndChangeEmail' | 'recoverEmail';

export function isEmailAction(mode: string | null): mode is EmailAction {
  return mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail';
}

// A code works once: a second render of the page (React's strict mode) shares the first outcome.
const applied = new Map<string, Promise<{ signedIn: boolean }>>();

/**
 * Applies the link. Resolves with whether the user is still signed in afterwards: a change
 * of e-mail address ends the sessions of the account.
 */
export function applyEmailAction(oobCode: string): Promise<{ signedIn: boolean }> {
  let outcome = applied.get(oobCode);
  if (!outcome) {
    outcome = apply(oobCode);
    applied.set(oobCode, outcome);
  }
  return outcome;
}

async function apply(oobCode: string): Promise<{ signedIn: boolean }> {
  const auth = await accountAuth();
  await applyActionCode(auth, oobCode);
  if (!auth.currentUser) return { signedIn: false };
  try {
    const session = await refreshSession();
    return { signedIn: session.status === 'signed-in' };
  } catch {
    return { signedIn: false };
  }
}
