/**
 * Signed-in states in integration tests: a real account on an Auth emulator, signed in
 * through the app's own Auth instance, so the session and every Firestore request carry a
 * real ID token that the repo's rules judge.
 */
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { inject, vi } from 'vitest';
import { authEmulatorForTests, uniqueEmail } from '../../e2e/support/auth-emulator.js';
import { getAuthInstance } from '../lib/firebase/auth.js';
import { completeSignIn, loadAuth, signOut } from '../lib/session/session.js';
// Declares what inject('authEmulator') returns.
import type {} from '../../tests/support/auth-global-setup.js';

const PASSWORD = 'secret-password';

/**
 * Points the app's Auth at the run's Auth emulator (or one of its own when the run has
 * none); call it with pointAppAtEmulator, before the app first touches Firebase. Resolves
 * with the function that stops an emulator it started.
 */
export async function pointAppAtAuthEmulator(projectId: string): Promise<() => Promise<void>> {
  const { target, stop } = await authEmulatorForTests(inject('authEmulator'), projectId);
  vi.stubEnv('VITE_AUTH_EMULATOR_PORT', String(target.port));
  return stop;
}

/** Creates a new account, signs it in as the login page does, and returns its uid. */
export async function signInNewUser(name = 'reader'): Promise<string> {
  await loadAuth();
  const { user } = await createUserWithEmailAndPassword(getAuthInstance(), uniqueEmail(name), PASSWORD);
  await completeSignIn();
  return user.uid;
}

export async function signOutOfApp(): Promise<void> {
  await signOut();
}
