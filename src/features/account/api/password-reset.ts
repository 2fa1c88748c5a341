import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';
import { paths } from '../../../config/paths.js';
import { errorCode } from '../../../lib/firebase/errors.js';
import { accountAuth, continueUrl } from './account-auth.js';

/**
 * Sends the reset e-mail. An address with no account succeeds too, sending nothing: the
 * page must not tell who has an account (docs/security.md, "No existence oracles"). Firebase
 * answers so itself when its e-mail enumeration protection is on; this makes the site answer
 * the same when it is off, and on the Auth emulator. Other failures (an invalid address,
 * too many requests) still reject.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(await accountAuth(), email.trim(), { url: continueUrl(paths.login.to()) });
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/** Checks the link's code; resolves with the account's e-mail address. */
export async function checkResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(await accountAuth(), oobCode);
}

export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  await confirmPasswordReset(await accountAuth(), oobCode, newPassword);
}
