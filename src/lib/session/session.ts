/**
 * The session: a small store every component reads with useSession().
 *
 * Auth is the largest SDK part a reader could download, and most readers never sign in.
 * So the session starts as 'guest' without loading Auth when this browser holds no
 * signed-in user (Firebase keeps it in web storage under `firebase:authUser:`), and loads
 * Auth in the background when it does. Pages that need Auth (log in, register, like)
 * call loadAuth().
 *
 * The profile is read with Firestore's SDK, which comes with Auth rather than with the page.
 * A signed-in session is published together with the user's profile (role), so guards
 * never decide on a half-known user; the profile is brought in line with the account on
 * the way (users/{uid} created if missing, e-mail and verification state copied).
 */
import { useSyncExternalStore } from 'react';
import type * as AuthModuleNamespace from '../firebase/auth.js';
import type { SyncOptions } from '../firebase/user-profile.js';
import type { Session, UserProfile } from './session-types.js';

type AuthModule = typeof AuthModuleNamespace;
type User = AuthModuleNamespace.AuthUser;

const AUTH_KEY_PREFIX = 'firebase:authUser:';
const GUEST: Session = { status: 'guest' };
const LOADING: Session = { status: 'loading' };

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

let session: Session = holdsSignedInUser() ? LOADING : GUEST;
const listeners = new Set<() => void>();

/**
 * index.html marks the page of a browser holding a signed-in user (data-session="returning"),
 * so that a built page's guest buttons stay hidden until the session is known (index.css).
 */
function setSession(next: Session): void {
  session = next;
  if (next.status !== 'loading') document.documentElement.removeAttribute('data-session');
  for (const listener of listeners) listener();
}

let shown = 0;

/** Publishes `user` with their profile; of overlapping calls, the last one started wins. */
async function showUser(auth: AuthModule, user: User | null, options: SyncOptions = {}): Promise<void> {
  const run = ++shown;
  if (!user) {
    setSession(GUEST);
    return;
  }
  // The same user again (a refresh) stays on screen while their profile is read.
  if (session.status !== 'signed-in' || session.user.uid !== user.uid) setSession(LOADING);
  let profile: UserProfile | null;
  let profileFailed = false;
  const profiles = () => import('../firebase/user-profile.js');
  try {
    profile = await (await profiles()).syncUserProfile(await auth.identityOf(user), options);
  } catch {
    // Not in line (offline, or a write the rules refused): what is stored still tells the role.
    profile = await profiles()
      .then(({ fetchUserProfile }) => fetchUserProfile(user.uid))
      .catch(() => null);
    profileFailed = profile === null;
  }
  if (run !== shown) return;
  setSession({
    status: 'signed-in',
    user: auth.toSessionUser(user),
    profile,
    profileFailed,
    isAdmin: profile?.role === 'admin',
  });
}

let authReady: Promise<AuthModule> | undefined;

/**
 * Loads Auth (once) and follows the signed-in user from then on; resolves with the auth
 * module (src/lib/firebase/auth.ts) once the user is known.
 */
export function loadAuth(): Promise<AuthModule> {
  authReady ??= import('../firebase/auth.js').then(async (auth) => {
    const user = await auth.currentUser();
    await showUser(auth, user);
    let seenUid = user?.uid ?? null;
    // Auth calls back at once with the user just shown; after that, only on sign-in and out.
    auth.watchUser((next) => {
      if ((next?.uid ?? null) === seenUid) return;
      seenUid = next?.uid ?? null;
      void showUser(auth, next);
    });
    return auth;
  });
  return authReady;
}

/** Reads the account and profile again (after a profile change or an e-mail check). */
export async function refreshSession(): Promise<Session> {
  const auth = await loadAuth();
  await showUser(auth, await auth.reloadCurrentUser());
  return session;
}

/**
 * Called after every sign-in (password, Google, Facebook, registration): records it on the
 * profile (lastLogin, and the name given at registration) and publishes the user.
 */
export async function completeSignIn(options: { fullName?: string } = {}): Promise<Session> {
  const auth = await loadAuth();
  await showUser(auth, await auth.currentUser(), { ...options, login: true });
  return session;
}

export async function signOut(): Promise<void> {
  const auth = await loadAuth();
  await auth.signOutUser();
  await showUser(auth, null);
}

/** Resolves once the session is known: not while Auth or the user's profile is loading. */
export function settledSession(): Promise<Session> {
  if (session.status !== 'loading') return Promise.resolve(session);
  void loadAuth();
  return new Promise((resolve) => {
    const listener = () => {
      if (session.status === 'loading') return;
      listeners.delete(listener);
      resolve(session);
    };
    listeners.add(listener);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (session.status === 'loading') void loadAuth();
  return () => listeners.delete(listener);
}

/**
 * The session. A page built ahead of time (src/app/built-page.ts) was drawn for a guest, as
 * crawlers and most readers are: the browser's first render draws the same, then the
 * reader's own session (a returning reader's guest buttons are hidden meanwhile, see setSession).
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, () => session, () => GUEST);
}
