import { deleteUser, sendEmailVerification } from 'firebase/auth';
import { paths } from '../../../config/paths.js';
import { refreshSession } from '../../../lib/session/session.js';
import { continueUrl, signedInUser } from './account-auth.js';
import { eraseAccountData } from './delete-account.js';

/** Reads the account again; true once its e-mail is verified (the profile follows). */
export async function checkEmailVerified(): Promise<boolean> {
  const session = await refreshSession();
  return session.status === 'signed-in' && session.user.emailVerified;
}

export async function resendVerificationEmail(): Promise<void> {
  await sendEmailVerification(await signedInUser(), { url: continueUrl(paths.dashboard.to()) });
}

/**
 * Cancels a registration: what is the user's first (it needs their token: the profile, and
 * anything a once-verified address left), then the account.
 * Firebase refuses the account deletion when the last sign-in is old (requires-recent-login).
 */
export async function deleteAccount(): Promise<void> {
  const user = await signedInUser();
  await eraseAccountData(user.uid);
  await deleteUser(user);
}
