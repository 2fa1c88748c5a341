/** A reader's comment as the site shows it (docs/data-model.md, comments). */

export type PositionSide = 'long' | 'short' | 'none';

/** The writer's position in one of the article's tickers, as they stated it. */
export interface CommentPosition {
  readonly ticker: string;
  readonly side: PositionSide;
}

/** visible: shown; hidden: by a moderator (its text kept privately); deleted: by its writer. */
export type CommentState = 'visible' | 'hidden' | 'deleted';

/** Where a comment stands in the moderation queue. */
export type CommentReview = 'new' | 'reported' | 'done';

export interface Comment {
  readonly id: string;
  readonly articleId: string;
  /** Plain text; '' once hidden or deleted. */
  readonly body: string;
  /** The writer's display name (never an e-mail address, never a uid). */
  readonly authorName: string;
  readonly position: CommentPosition | null;
  /** The comment it replies to (replies are one level deep); null for a comment on the article. */
  readonly parentId: string | null;
  readonly createdAt: Date | null;
  /** When its writer last edited it (within 15 minutes of writing it); null if never. */
  readonly editedAt: Date | null;
  readonly state: CommentState;
  readonly review: CommentReview;
  readonly reportCount: number;
  /** Written by staff (an admin), which only staff can mark: shown as Staff, or Author under their own article. */
  readonly staff: boolean;
}

/** "AAPL long": 3, the positions readers state, kept on the article. */
export type PositionTally = Readonly<Record<string, number>>;

export const MAX_COMMENT = 2000;
/** A writer edits a comment within this long of writing it. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;
/** A reader comments at most once this often, and this many times a day (UTC). */
export const COMMENT_INTERVAL_MS = 30 * 1000;
export const COMMENTS_PER_DAY = 50;
/** Comments on the article a page (replies come with their comment). */
export const COMMENTS_PER_PAGE = 20;
