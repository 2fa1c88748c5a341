/**
 * Signed-in states in integration tests: a real account on an Auth emulator, signed in
 * through the app's own Auth instance, so the session and every Firestore request carry a
 * real ID token that the repo's rules judge.
 */
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { inject, vi } from 'vitest';
import { authEmulatorForTests, createAccount, uniqueEmail, type AuthEmulatorTarget } from '../auth-emulator.js';
import { getAuthInstance } from '../../../src/lib/firebase/auth.js';
import { completeSignIn, loadAuth, signOut } from '../../../src/lib/session/session.js';
// Declares what inject('authEmulator') returns.
import type {} from '../auth-global-setup.js';

const PASSWORD = 'secret-password';

let authEmulator: AuthEmulatorTarget | undefined;

/**
 * Points the app's Auth at the run's Auth emulator (or one of its own when the run has
 * none); call it with pointAppAtEmulator, before the app first touches Firebase. Resolves
 * with the function that stops an emulator it started.
 */
export async function pointAppAtAuthEmulator(projectId: string): Promise<() => Promise<void>> {
  const { target, stop } = await authEmulatorForTests(inject('authEmulator'), projectId);
  authEmulator = target;
  vi.stubEnv('VITE_AUTH_EMULATOR_PORT', String(target.port));
  return stop;
}

/** The Auth emulator the app was pointed at (pointAppAtAuthEmulator). */
export function authEmulatorTarget(): AuthEmulatorTarget {
  if (!authEmulator) throw new Error('Call pointAppAtAuthEmulator() first.');
  return authEmulator;
}

/**
 * Creates a new account, signs it in as the login page does, and returns its uid. The
 * account's e-mail is unverified, as after registering, unless `verified` (as after
 * following the verification link; liking and saving need that).
 */
export async function signInNewUser(name = 'reader', { verified = false } = {}): Promise<string> {
  await loadAuth();
  const email = uniqueEmail(name);
  let uid: string;
  if (verified) {
    if (!authEmulator) throw new Error('Call pointAppAtAuthEmulator() first.');
    await createAccount(authEmulator, { email, password: PASSWORD, emailVerified: true });
    ({ user: { uid } } = await signInWithEmailAndPassword(getAuthInstance(), email, PASSWORD));
  } else {
    ({ user: { uid } } = await createUserWithEmailAndPassword(getAuthInstance(), email, PASSWORD));
  }
  await completeSignIn();
  return uid;
}

export async function signOutOfApp(): Promise<void> {
  await signOut();
}
