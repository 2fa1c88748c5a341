/**
 * The session: a small store every component reads with useSession().
 *
 * Auth is the largest SDK part a reader could download, and most readers never sign in.
 * So the session starts as 'guest' without loading Auth when this browser holds no
 * signed-in user (Firebase keeps it in web storage under `firebase:authUser:`), and loads
 * Auth in the background when it does. Pages that need Auth (log in, register, like)
 * call loadAuth().
 */
import { useSyncExternalStore } from 'react';
import type * as AuthModuleNamespace from '../firebase/auth.js';
import { fetchUserProfile } from '../firebase/user-profile.js';
import type { Session, SessionUser } from './session-types.js';

/** The fields of a Firebase User the session reads. */
type AuthUser = SessionUser;

const AUTH_KEY_PREFIX = 'firebase:authUser:';

function holdsSignedInUser(): boolean {
  const holds = (storage: Storage): boolean => {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(AUTH_KEY_PREFIX)) return true;
    return false;
  };
  try {
    return holds(localStorage) || holds(sessionStorage);
  } catch {
    return false; // storage disabled: Auth could not have kept a user either
  }
}

let session: Session = holdsSignedInUser() ? { status: 'loading' } : { status: 'guest' };
const listeners = new Set<() => void>();

function setSession(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

const toSessionUser = (user: AuthUser): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

/** Shows the user at once, then their profile (role) when it has been read. */
async function showUser(user: AuthUser | null): Promise<void> {
  if (!user) {
    setSession({ status: 'guest' });
    return;
  }
  const sessionUser = toSessionUser(user);
  setSession({ status: 'signed-in', user: sessionUser, profile: null, isAdmin: false });
  const profile = await fetchUserProfile(user.uid).catch(() => null);
  // The user may have changed while the profile loaded.
  if (session.status === 'signed-in' && session.user.uid === user.uid) {
    setSession({ status: 'signed-in', user: sessionUser, profile, isAdmin: profile?.role === 'admin' });
  }
}

type AuthModule = typeof AuthModuleNamespace;
let authReady: Promise<AuthModule> | undefined;

/**
 * Loads Auth (once) and follows the signed-in user from then on; resolves with the auth
 * module (src/lib/firebase/auth.ts) once the user is known.
 */
export function loadAuth(): Promise<AuthModule> {
  authReady ??= import('../firebase/auth.js').then(async (auth) => {
    await showUser(await auth.currentUser());
    auth.watchUser((user) => void showUser(user));
    return auth;
  });
  return authReady;
}

/** Reads the current user and profile again (after a profile change or e-mail check). */
export async function refreshSession(): Promise<void> {
  const auth = await loadAuth();
  await showUser(await auth.reloadCurrentUser());
}

/** Resolves once the session is known (for route guards). */
export async function settledSession(): Promise<Session> {
  if (session.status === 'loading') await loadAuth();
  return session;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (session.status === 'loading') void loadAuth();
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, () => session, () => session);
}
