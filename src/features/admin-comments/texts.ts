/** User-facing texts of the moderation queue (/admin/comments). */
import type { CommentPosition, CommentReview, CommentState } from '../../lib/comments/model.js';
import type { QueueFilter } from './types.js';

const filters: Record<QueueFilter, string> = {
  awaiting: 'Awaiting review',
  reported: 'Reported',
  hidden: 'Hidden',
  all: 'All comments',
};

const empty: Record<QueueFilter, string> = {
  awaiting: 'No comments awaiting review.',
  reported: 'No reported comments.',
  hidden: 'No hidden comments.',
  all: 'No comments yet.',
};

const states: Record<CommentState, string> = {
  visible: 'Shown',
  hidden: 'Hidden',
  deleted: 'Deleted by its writer',
};

const reviews: Record<CommentReview, string> = {
  new: 'New',
  reported: 'Reported',
  done: 'Reviewed',
};

const sides = { long: 'Long', short: 'Short' } as const;

export const commentsTexts = {
  title: 'Comments',
  description: "Readers' comments awaiting review: keep, hide, restore or delete them, and block a writer from commenting.",
  backToDashboard: 'Back to Dashboard',
  filter: 'Show',
  filters,
  empty,
  // How the list is ordered: what readers reported comes first among those awaiting review.
  listLabel: (filter: QueueFilter) => (filter === 'awaiting' ? 'Comments, reported first, then newest' : 'Comments, newest first'),
  /** Said to screen readers before the writer's name, in each comment's heading. */
  commentBy: 'Comment by',
  /** Said to screen readers after Keep, Hide, Restore and Delete: which comment they act on. */
  target: (name: string) => `the comment by ${name}`,
  noName: 'No name',
  reply: 'Reply',
  // A reply shows what it answers: a moderator judges it in its context.
  inReplyTo: (name: string) => `In reply to ${name}:`,
  inReplyToGone: 'In reply to a comment readers no longer see.',
  on: 'On',
  articleGone: 'An article since deleted',
  draft: '(draft)',
  position: (position: CommentPosition | null) =>
    position === null ? 'No position stated' : position.side === 'none' ? `No position in ${position.ticker}` : `${sides[position.side]} ${position.ticker}`,
  posted: 'Posted',
  noDate: 'No date',
  reports: (count: number) => (count === 0 ? 'No reports' : `${count} ${count === 1 ? 'report' : 'reports'}`),
  status: 'Status',
  states,
  review: 'Review',
  reviews,
  writerBlocked: 'Writer blocked',
  hiddenText: 'Hidden text, kept to restore:',
  deletedText: 'Its writer deleted the text.',
  noText: 'No text kept.',

  keep: 'Keep',
  hide: 'Hide',
  restore: 'Restore',
  delete: 'Delete',
  block: 'Block writer',
  unblock: 'Unblock writer',
  // Blocking asks first: it stops a reader from commenting anywhere on the site.
  blockQuestion: (name: string) => `Block ${name} from commenting? Their comments stay as they are; you can unblock them later.`,
  blockConfirm: 'Block',
  working: 'Saving…',
  deleteQuestion: (name: string) => `Delete the comment by ${name}? This cannot be undone.`,
  deleteNote: 'Replies to it stay on the article.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  deleting: 'Deleting…',

  kept: 'Kept: it stays as it is, out of the queue.',
  hidden: 'Hidden: readers see “Comment removed by a moderator” in its place.',
  restored: 'Restored: readers see it again.',
  blocked: (name: string) => `Blocked: ${name} can no longer comment.`,
  unblocked: (name: string) => `Unblocked: ${name} can comment again.`,
  deleted: (name: string) => `The comment by ${name} was deleted.`,

  keepFailed: 'Failed to mark the comment reviewed. Please try again.',
  hideFailed: 'Failed to hide the comment. Please try again.',
  restoreFailed: 'Failed to restore the comment. Please try again.',
  deleteFailed: 'Failed to delete the comment. Please try again.',
  blockFailed: 'Failed to block the writer. Please try again.',
  unblockFailed: 'Failed to unblock the writer. Please try again.',

  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loading: 'Loading comments…',
  loadFailed: 'Failed to load comments. Please try again.',
} as const;
