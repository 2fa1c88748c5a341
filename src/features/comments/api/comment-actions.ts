/**
 * The reader's writes to the discussion (write-comments.ts) on the site's Firestore, with
 * Auth loaded first so that each carries the reader's token; and a report that meets one
 * already made says so rather than failing.
 */
import { doc, getDoc } from 'firebase/firestore/lite';
import type { CommentPosition } from '../../../lib/comments/model.js';
import { isPermissionDenied } from '../../../lib/firebase/errors.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import { loadAuth } from '../../../lib/session/session.js';
import { deleteOwnComment, editComment, postComment, reportComment, type CommentEdit, type NewComment } from './write-comments.js';

export async function post(comment: NewComment): Promise<string> {
  await loadAuth();
  return postComment(getDb(), comment);
}

export async function edit(change: CommentEdit): Promise<void> {
  await loadAuth();
  await editComment(getDb(), change);
}

export async function remove(articleId: string, commentId: string, position: CommentPosition | null): Promise<void> {
  await loadAuth();
  await deleteOwnComment(getDb(), articleId, commentId, position);
}

/** Reports another's comment; resolves as well when the reader had reported it before (the rules allow one report). */
export async function report(articleId: string, commentId: string, uid: string): Promise<void> {
  await loadAuth();
  try {
    await reportComment(getDb(), articleId, commentId, uid);
  } catch (error) {
    const earlier = isPermissionDenied(error) && (await getDoc(doc(getDb(), 'articles', articleId, 'comments', commentId, 'reports', uid))).exists();
    if (!earlier) throw error;
  }
}
