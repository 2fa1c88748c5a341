/**
 * The discussion as threads: each comment on the article with its replies (one level),
 * oldest reply first. What readers do not need is left out: a reply its writer deleted, and
 * a comment its writer deleted that nobody replied to. A comment a moderator hid keeps its
 * place, so the discussion says something was removed and its replies stay readable.
 */
import type { Comment } from '../../lib/comments/model.js';

export interface CommentThread {
  readonly comment: Comment;
  readonly replies: readonly Comment[];
}

const time = (comment: Comment): number => comment.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER;

/** The same comments once each, the later copy of one winning (a page read again, an edit). */
export function mergeComments(before: readonly Comment[], after: readonly Comment[]): Comment[] {
  const byId = new Map<string, Comment>();
  for (const comment of [...before, ...after]) byId.set(comment.id, comment);
  return [...byId.values()];
}

/** The threads of `comments` (in their order), with their replies from `replies`. */
export function commentThreads(comments: readonly Comment[], replies: readonly Comment[]): CommentThread[] {
  const repliesTo = new Map<string, Comment[]>();
  for (const reply of replies) {
    if (reply.parentId === null || reply.state === 'deleted') continue;
    const list = repliesTo.get(reply.parentId) ?? [];
    list.push(reply);
    repliesTo.set(reply.parentId, list);
  }
  return comments.flatMap((comment) => {
    const own = (repliesTo.get(comment.id) ?? []).sort((a, b) => time(a) - time(b) || a.id.localeCompare(b.id));
    if (comment.state === 'deleted' && own.length === 0) return [];
    return [{ comment, replies: own }];
  });
}
