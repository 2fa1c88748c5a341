import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { loadAuth, settledSession, useSession } from '../../../lib/session/session.js';

export interface ActingUser {
  readonly uid: string;
  /** Liking and saving need a verified e-mail (firestore.rules). */
  readonly emailVerified: boolean;
}

/**
 * For actions only a signed-in reader can take (like, save): `uid` while signed in, and
 * `requireUser()`, which resolves with the user once Auth is loaded (so writes carry the
 * user's token), or sends a guest to log in and back to this page and resolves with null.
 */
export function useSignedInUser(): { uid: string | null; requireUser: () => Promise<ActingUser | null> } {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const requireUser = useCallback(async () => {
    const settled = await settledSession();
    if (settled.status !== 'signed-in') {
      void navigate(paths.login.to(pathname + search));
      return null;
    }
    await loadAuth();
    return { uid: settled.user.uid, emailVerified: settled.user.emailVerified };
  }, [navigate, pathname, search]);

  return { uid: session.status === 'signed-in' ? session.user.uid : null, requireUser };
}
