import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';
import { paths } from '../../../config/paths.js';
import { accountAuth, continueUrl } from './account-auth.js';

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(await accountAuth(), email.trim(), { url: continueUrl(paths.login.to()) });
}

/** Checks the link's code; resolves with the account's e-mail address. */
export async function checkResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(await accountAuth(), oobCode);
}

export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  await confirmPasswordReset(await accountAuth(), oobCode, newPassword);
}
