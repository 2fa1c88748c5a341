/** The moderation queue as /admin/comments shows it. */
import type { Comment } from '../../lib/comments/model.js';

/** Which comments the queue shows: those awaiting review (new or reported), reported, hidden, or all. */
export type QueueFilter = 'awaiting' | 'reported' | 'hidden' | 'all';

export const QUEUE_FILTERS: readonly QueueFilter[] = ['awaiting', 'reported', 'hidden', 'all'];

/** The article a comment is on: what its row links to. */
export interface QueueArticle {
  readonly title: string;
  readonly slug: string;
  readonly published: boolean;
}

/** Who wrote a comment (commentAuthors/{id}), for the admin only: never shown, used to block. */
export interface QueueWriter {
  readonly uid: string;
  readonly blocked: boolean;
}

export interface QueueRow {
  readonly comment: Comment;
  /** null when the article is gone. */
  readonly article: QueueArticle | null;
  /** null when its author record is gone: then the writer cannot be blocked from here. */
  readonly writer: QueueWriter | null;
  /** A hidden comment's text, kept privately to restore it; '' otherwise. */
  readonly hiddenText: string;
  /** For a reply, the comment it answers as readers see it; null when it is gone or not a reply. */
  readonly parent: Comment | null;
}

/** Stable, so that useCursorList can tell rows apart. */
export const queueKey = (row: QueueRow): string => `${row.comment.articleId}/${row.comment.id}`;
