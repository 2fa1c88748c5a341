/**
 * Auth with web-storage persistence: local (kept across restarts, "remember me") or
 * session (this tab's session). No popup/redirect resolver here: that code is large and
 * only the login and register pages need it, so they pass one to the sign-in call.
 *
 * Import this module only dynamically (src/lib/session does): readers who never sign in
 * never download Auth.
 */
import {
  browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, initializeAuth, onAuthStateChanged,
  type Auth, type User,
} from 'firebase/auth';
import { emulatorPort } from '../../config/firebase-setup.js';
import { getFirebaseApp, getFirebaseSetup } from './app.js';

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
