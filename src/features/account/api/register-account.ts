import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { paths } from '../../../config/paths.js';
import { rememberUser } from '../../../lib/firebase/auth.js';
import { completeSignIn } from '../../../lib/session/session.js';
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
  const auth = await accountAuth();
  await rememberUser(true);
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  const name = fullName.trim();
  await updateProfile(user, { displayName: name });
  await sendEmailVerification(user, { url: continueUrl(paths.dashboard.to()) });
  await completeSignIn({ fullName: name });
}
