/**
 * Who is reading the discussion, as far as writing to it goes: a guest, a reader who has not
 * verified their e-mail, one with no name to sign with (the rules take the profile's name),
 * or a reader who may comment. For the last, their own comments on the article and whether
 * a moderator has blocked them are read from their private records.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session/session.js';
import { isBlocked, listOwnCommentIds } from '../api/reader-comments.js';

export type Viewer =
  | { readonly kind: 'loading' }
  | { readonly kind: 'guest' }
  | { readonly kind: 'unverified' }
  | { readonly kind: 'no-name' }
  | { readonly kind: 'reader'; readonly uid: string; readonly name: string; readonly staff: boolean };

/** A name the rules accept on a comment: 1 to 100 characters, no e-mail address. */
const isPublicName = (name: string): boolean => name.trim() !== '' && name.length <= 100 && !name.includes('@');

export function useViewer(): Viewer {
  const session = useSession();
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'guest') return { kind: 'guest' };
  if (!session.user.emailVerified) return { kind: 'unverified' };
  const name = session.profile?.fullName ?? '';
  if (!isPublicName(name)) return { kind: 'no-name' };
  return { kind: 'reader', uid: session.user.uid, name, staff: session.profile?.role === 'admin' };
}

export interface OwnRecords {
  /** The ids of the reader's comments on the article (read, and posted here). */
  readonly own: ReadonlySet<string>;
  readonly blocked: boolean;
  readonly addOwn: (id: string) => void;
}

const NONE: ReadonlySet<string> = new Set();

/** The reader's own comments on the article, and their block; nothing for anyone else. */
export function useOwnRecords(articleId: string, uid: string | null): OwnRecords {
  const [read, setRead] = useState<{ readonly uid: string; readonly own: ReadonlySet<string>; readonly blocked: boolean } | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(NONE);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    Promise.all([listOwnCommentIds(articleId, uid), isBlocked(uid)]).then(
      ([own, blocked]) => current && setRead({ uid, own, blocked }),
      // Unknown: the reader sees no Edit or Delete on older comments, and a block is said when they post.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [articleId, uid]);

  const addOwn = useCallback((id: string) => setAdded((before) => new Set([...before, id])), []);
  const known = read && read.uid === uid ? read : null;
  const own = uid ? new Set([...(known?.own ?? NONE), ...added]) : NONE;
  return { own, blocked: known?.blocked ?? false, addOwn };
}
