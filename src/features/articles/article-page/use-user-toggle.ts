import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignedInUser } from './use-signed-in-user.js';

export interface UserToggleActions {
  /** Whether the toggle is on for this user (memoize the actions: a new `read` reads again). */
  readonly read: (uid: string) => Promise<boolean>;
  readonly turnOn: (uid: string) => Promise<void>;
  readonly turnOff: (uid: string) => Promise<void>;
  /** Shown when a change fails. */
  readonly failed: string;
}

export interface UserToggle {
  /** On for the signed-in user (optimistically, while a change is saved). */
  readonly on: boolean;
  /** Turn-ons minus turn-offs made on this page, for counters shown beside the toggle. */
  readonly changes: number;
  readonly error: string | null;
  /** The reader tried to turn it on without a verified e-mail address. */
  readonly needsVerification: boolean;
  /** A change is on its way to the server (shown as aria-busy: leaving now may lose it). */
  readonly pending: boolean;
  readonly toggle: () => void;
}

/**
 * A per-user on/off state stored in Firestore (a like, a bookmark): read for the signed-in
 * user, changed optimistically and rolled back with a message if the write fails. A
 * guest who toggles is sent to log in and brought back; a reader whose e-mail is not yet
 * verified can turn it off but not on (the rules say so), and is told why.
 */
export function useUserToggle({ read, turnOn, turnOff, failed }: UserToggleActions): UserToggle {
  const { uid, requireUser } = useSignedInUser();
  const [known, setKnown] = useState<{ readonly uid: string; readonly on: boolean } | null>(null);
  const [changes, setChanges] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [pending, setPending] = useState(false);
  // A click while a change is being saved would act on a state that is about to change.
  const busy = useRef(false);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    read(uid).then(
      // A toggle made meanwhile knows better than this read.
      (on) => current && setKnown((before) => (before?.uid === uid ? before : { uid, on })),
      // Unknown until the reader acts: toggle() reads it again then.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [uid, read]);

  const toggle = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    const change = async (): Promise<void> => {
      const acting = await requireUser();
      if (!acting) return;
      const user = acting.uid;
      const wasOn = known?.uid === user ? known.on : await read(user);
      if (!wasOn && !acting.emailVerified) {
        setNeedsVerification(true);
        return;
      }
      const step = wasOn ? -1 : 1;
      setKnown({ uid: user, on: !wasOn });
      setChanges((n) => n + step);
      setPending(true);
      try {
        await (wasOn ? turnOff : turnOn)(user);
      } catch (cause) {
        setKnown({ uid: user, on: wasOn });
        setChanges((n) => n - step);
        throw cause;
      } finally {
        setPending(false);
      }
    };
    change()
      .catch(() => setError(failed))
      .finally(() => {
        busy.current = false;
      });
  }, [known, requireUser, read, turnOn, turnOff, failed]);

  return { on: uid !== null && known?.uid === uid && known.on, changes, error, needsVerification, pending, toggle };
}
