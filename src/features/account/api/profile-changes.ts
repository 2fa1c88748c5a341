/**
 * Changes on the profile page. E-mail and password changes confirm the current password
 * first (reauthentication), which Firebase requires for them after a while anyway.
 */
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, updateProfile, verifyBeforeUpdateEmail } from 'firebase/auth';
import { paths } from '../../../config/paths.js';
import { identityOf } from '../../../lib/firebase/auth.js';
import { syncUserProfile } from '../../../lib/firebase/user-profile.js';
import { refreshSession } from '../../../lib/session/session.js';
import { continueUrl, signedInUser } from './account-auth.js';

export async function changeName(fullName: string): Promise<void> {
  const user = await signedInUser();
  const name = fullName.trim();
  await updateProfile(user, { displayName: name });
  await syncUserProfile(await identityOf(user), { fullName: name });
  await refreshSession();
}

async function reauthenticate(currentPassword: string) {
  const user = await signedInUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', currentPassword));
  return user;
}

/** Sends a confirmation link to the new address; the address changes when it is followed. */
export async function changeEmail(newEmail: string, currentPassword: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail.trim(), { url: continueUrl(paths.profile.to()) });
}

export async function changePassword(newPassword: string, currentPassword: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await updatePassword(user, newPassword);
}
