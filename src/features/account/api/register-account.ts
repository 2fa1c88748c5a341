import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { paths } from '../../../config/paths.js';
import { rememberUser } from '../../../lib/firebase/auth.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { isStaffName } from '../../../lib/firebase/staff-names.js';
import { withoutBidiControls } from '../../../lib/plain-text.js';
import { completeSignIn } from '../../../lib/session/session.js';
import { accountTexts } from '../texts.js';
import { accountAuth, continueUrl } from './account-auth.js';

export interface Registration {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
}

/**
 * docs/product.md §4: creates the account, sets its display name, sends the verification e-mail and
 * writes users/{uid} (subscriber, emailVerified false). The new user stays signed in.
 */
export async function registerAccount({ fullName, email, password }: Registration): Promise<void> {
  const name = withoutBidiControls(fullName).trim();
  // Before the account exists: a name staff publish under is theirs (docs/security.md, Comments).
  if (await isStaffName(getDb(), name)) throw new Error(accountTexts.register.staffName);
  const auth = await accountAuth();
  await rememberUser(true);
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  await updateProfile(user, { displayName: name });
  await sendEmailVerification(user, { url: continueUrl(paths.dashboard.to()) });
  await completeSignIn({ fullName: name });
}
