/**
 * Auth with web-storage persistence: local (kept across restarts, "remember me") or
 * session (this tab's session). No popup/redirect resolver here: only the login and
 * register pages need it, so they pass one to the sign-in call (features/account/api).
 *
 * Import this module only dynamically (src/lib/session does) or from lazy pages: readers
 * who never sign in never download Auth.
 */
import {
  browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, initializeAuth, onAuthStateChanged,
  setPersistence, signOut, type Auth, type User,
} from 'firebase/auth';
import { emulatorPort } from '../../config/firebase-setup.js';
import type { SessionUser } from '../session/session-types.js';
import { getFirebaseApp, getFirebaseSetup } from './app.js';
import type { AccountIdentity } from './user-profile.js';

/** The SDK's user, for the session module (which may not import the SDK itself). */
export type AuthUser = User;

let auth: Auth | undefined;

export function getAuthInstance(): Auth {
  if (!auth) {
    const instance = initializeAuth(getFirebaseApp(), { persistence: [browserLocalPersistence, browserSessionPersistence] });
    const { emulators } = getFirebaseSetup();
    if (emulators) {
      connectAuthEmulator(instance, `http://${emulators.host}:${emulatorPort(emulators, 'auth')}`, { disableWarnings: true });
    }
    auth = instance;
  }
  return auth;
}

/** The signed-in user once Auth has read it from storage, or null. */
export async function currentUser(): Promise<User | null> {
  const instance = getAuthInstance();
  await instance.authStateReady();
  return instance.currentUser;
}

/** Reads the signed-in user again from the server (e.g. after the e-mail was verified). */
export async function reloadCurrentUser(): Promise<User | null> {
  const user = await currentUser();
  await user?.reload();
  return getAuthInstance().currentUser;
}

/** Calls `onChange` with the signed-in user (or null) whenever it changes. */
export function watchUser(onChange: (user: User | null) => void): () => void {
  return onAuthStateChanged(getAuthInstance(), onChange);
}

/**
 * "Remember me": local keeps the user across browser restarts, session only for this tab.
 * Moves a signed-in user to the chosen storage.
 */
export async function rememberUser(remember: boolean): Promise<void> {
  await setPersistence(getAuthInstance(), remember ? browserLocalPersistence : browserSessionPersistence);
}

export async function signOutUser(): Promise<void> {
  await signOut(getAuthInstance());
}

/**
 * The e-mail and verification state as the ID token says: what the security rules compare
 * users/{uid} with. After a verification or an e-mail change the account says so before
 * the token does, so the token is refreshed then.
 */
export async function identityOf(user: User): Promise<AccountIdentity> {
  let { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== user.emailVerified || (claims.email ?? null) !== user.email) {
    ({ claims } = await user.getIdTokenResult(true));
  }
  return {
    uid: user.uid,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    displayName: user.displayName,
  };
}

/** @public Read through the module namespace that session.ts loads lazily (knip cannot follow it). */
export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    hasPassword: user.providerData.some((info) => info.providerId === 'password'),
  };
}
