/**
 * Google and Facebook sign-in by redirect (docs/product.md §2). The popup/redirect resolver is the
 * bulk of this code and only the login and register pages import this module.
 */
import {
  browserPopupRedirectResolver, FacebookAuthProvider, getRedirectResult, GoogleAuthProvider, signInWithRedirect,
} from 'firebase/auth';
import { rememberUser } from '../../../lib/firebase/auth.js';
import { completeSignIn } from '../../../lib/session/session.js';
import { accountAuth } from './account-auth.js';

export type SignInProvider = 'google' | 'facebook';

// The page reloads on the way back, so "remember me" waits in this tab's storage.
const REMEMBER_KEY = 'finance-articles:remember-provider-sign-in';

function providerFor(provider: SignInProvider) {
  if (provider === 'google') return new GoogleAuthProvider();
  const facebook = new FacebookAuthProvider();
  facebook.addScope('email'); // users/{uid} needs the address
  return facebook;
}

/** Leaves the site for the provider; the result is read by finishProviderSignIn on return. */
export async function startProviderSignIn(provider: SignInProvider, remember: boolean): Promise<void> {
  const auth = await accountAuth();
  try {
    sessionStorage.setItem(REMEMBER_KEY, remember ? 'yes' : 'no');
  } catch {
    // Storage disabled: the user is remembered, as by default.
  }
  await signInWithRedirect(auth, providerFor(provider), browserPopupRedirectResolver);
}

/** Whether this tab left for a provider and has not read the result yet. */
export function hasPendingProviderSignIn(): boolean {
  try {
    return sessionStorage.getItem(REMEMBER_KEY) !== null;
  } catch {
    return false;
  }
}

let finishing: Promise<boolean> | undefined;

/**
 * Reads the result of a redirect sign-in; resolves true when one was completed now, false
 * when there was none. Overlapping calls (React's strict mode) share one reading.
 */
export function finishProviderSignIn(): Promise<boolean> {
  finishing ??= readRedirectResult().finally(() => {
    finishing = undefined;
  });
  return finishing;
}

async function readRedirectResult(): Promise<boolean> {
  // Read once: a failed reading is reported once, not on every later visit.
  let remember = true;
  try {
    remember = sessionStorage.getItem(REMEMBER_KEY) !== 'no';
    sessionStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Storage disabled: keep the default.
  }
  const auth = await accountAuth();
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  if (!result) return false;
  if (!remember) await rememberUser(false);
  await completeSignIn();
  return true;
}
