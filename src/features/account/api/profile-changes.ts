/**
 * Changes on the profile page. E-mail and password changes confirm the current password
 * first (reauthentication), which Firebase requires for them after a while anyway.
 */
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, updateProfile, verifyBeforeUpdateEmail } from 'firebase/auth';
import { paths } from '../../../config/paths.js';
import { identityOf } from '../../../lib/firebase/auth.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { isStaffName } from '../../../lib/firebase/staff-names.js';
import { fetchUserProfile, syncUserProfile } from '../../../lib/firebase/user-profile.js';
import { withoutBidiControls } from '../../../lib/plain-text.js';
import { refreshSession } from '../../../lib/session/session.js';
import { accountTexts } from '../texts.js';
import { continueUrl, signedInUser } from './account-auth.js';

/** A name staff publish under is staff's only: readers cannot comment under it. */
export async function changeName(fullName: string): Promise<void> {
  const user = await signedInUser();
  const name = withoutBidiControls(fullName).trim();
  const [profile, staffName] = await Promise.all([fetchUserProfile(user.uid), isStaffName(getDb(), name)]);
  if (staffName && profile?.role !== 'admin') throw new Error(accountTexts.register.staffName);
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
