import { signInWithEmailAndPassword } from 'firebase/auth';
import { rememberUser } from '../../../lib/firebase/auth.js';
import { completeSignIn } from '../../../lib/session/session.js';
import { accountAuth } from './account-auth.js';

export interface EmailSignIn {
  readonly email: string;
  readonly password: string;
  /** Kept across browser restarts; otherwise for this tab's session only. */
  readonly remember: boolean;
}

export async function signInWithEmail({ email, password, remember }: EmailSignIn): Promise<void> {
  const auth = await accountAuth();
  await rememberUser(remember);
  await signInWithEmailAndPassword(auth, email.trim(), password);
  await completeSignIn();
}
