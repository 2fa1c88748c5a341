/**
 * User-facing texts of the discussion under an article (docs/product.md §2, Discussion).
 * The issue's own words where it gives them ("Comment removed by a moderator"); the rest is
 * ours, kept here in one place.
 */
import { formatCount } from '../../lib/numbers.js';
import { COMMENTS_PER_DAY, MAX_COMMENT, type PositionSide } from '../../lib/comments/model.js';

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const discussionTexts = {
  heading: 'Discussion',
  comments: (n: number) => count(n, 'comment', 'comments'),
  noComments: 'No comments yet',
  tallyLabel: 'Reader positions',
  tallySide: { long: 'long', short: 'short', none: 'no position' } satisfies Record<PositionSide, string>,
  orderLabel: 'Order of comments',
  newest: 'Newest first',
  oldest: 'Oldest first',
  listLabel: 'Comments',
  repliesLabel: (name: string) => `Replies to ${name}`,
  repliesToRemoved: 'Replies to a removed comment',
  commentBy: (name: string) => `Comment by ${name}`,
  replyBy: (name: string) => `Reply by ${name}`,
  noneYet: 'No one has commented yet. Start the discussion.',
  loading: 'Loading comments…',
  loadFailed: 'Failed to load the comments. Please try again.',
  more: 'Show more comments',
  moreReplies: 'Show more replies',
  loadingMore: 'Loading…',
  guidelines: 'Keep to the subject and be civil. Say what you hold: a stated position shows beside your name. Comments are not investment advice.',

  justNow: 'just now',
  minutesAgo: (n: number) => `${n} min ago`,
  hoursAgo: (n: number) => `${n} h ago`,
  edited: 'Edited',
  removedByModerator: 'Comment removed by a moderator',
  deletedByWriter: 'Comment deleted by its writer',
  you: 'You',
  // Marks only staff's comments carry (the rules let no reader write them).
  author: 'Author',
  staff: 'Staff',
  authorSaid: 'The author of this article',
  staffSaid: 'A member of the site’s staff',
  position: (ticker: string, side: PositionSide) => (side === 'long' ? `Long ${ticker}` : side === 'short' ? `Short ${ticker}` : `No position in ${ticker}`),

  // The box
  commentLabel: 'Your comment',
  replyLabel: (name: string) => `Your reply to ${name}`,
  characters: (n: number) => `${formatCount(n)} / ${formatCount(MAX_COMMENT)}`,
  charactersSaid: (n: number) => `${formatCount(n)} of ${formatCount(MAX_COMMENT)} characters`,
  positionLabel: 'Your position',
  noPosition: 'No position stated',
  positionOption: (ticker: string, side: PositionSide) => (side === 'none' ? `${ticker}: no position` : `${ticker}: ${side}`),
  positionHint: 'Optional. It shows beside your name and counts in the tally above.',
  post: 'Post comment',
  postReply: 'Post reply',
  posting: 'Posting…',
  reply: 'Reply',
  replyTo: (name: string) => `to ${name}`,
  cancel: 'Cancel',
  posted: 'Your comment is posted.',
  replied: 'Your reply is posted.',
  pending: 'Posting…',

  logIn: 'Log in to join the discussion',
  logInKeeps: 'What you have written is kept while you log in.',
  verify: 'Please verify your e-mail address to join the discussion.',
  verifyLink: 'Verify your e-mail',
  noNameBefore: 'Add your name in ',
  noNameLink: 'your profile',
  noNameAfter: ' before commenting.',

  // What went wrong (write-comments.ts: CommentRefusedError, and the rules' refusals)
  emptyComment: 'Write something before posting.',
  tooLong: `A comment can be at most ${formatCount(MAX_COMMENT)} characters.`,
  blocked: 'A moderator has stopped this account from commenting.',
  tooSoon: (seconds: number) => `Please wait ${count(seconds, 'second', 'seconds')} before posting again.`,
  dailyLimit: `You have posted ${COMMENTS_PER_DAY} comments today, the most a day.`,
  noName: 'Add your name in your profile before commenting.',
  staffName: "Your profile's name is one our authors publish under. Please use your own name in your profile to comment.",
  postFailed: 'Could not post your comment. Please try again.',
  refused: 'The site did not accept this comment. Please reload the page and try again.',

  // Your own
  edit: 'Edit',
  editTarget: 'your comment',
  editLeft: (minutes: number) => `${minutes} min left to edit`,
  save: 'Save',
  saving: 'Saving…',
  editLabel: 'Edit your comment',
  saved: 'Your comment is saved.',
  editTooLate: 'The 15 minutes to edit this comment have passed.',
  editFailed: 'Could not save your changes. Please try again.',
  delete: 'Delete',
  deleteQuestion: 'Delete your comment? This cannot be undone.',
  deleting: 'Deleting…',
  deleted: 'Your comment is deleted.',
  deleteFailed: 'Could not delete your comment. Please try again.',

  // Others'
  report: 'Report',
  reportTarget: (name: string) => `the comment by ${name}`,
  reportQuestion: 'Report this comment to the moderators?',
  reporting: 'Reporting…',
  reported: 'Reported',
  reportedSaid: 'Thank you. The moderators will review this comment.',
  reportFailed: 'Could not report the comment. Please try again.',
} as const;
