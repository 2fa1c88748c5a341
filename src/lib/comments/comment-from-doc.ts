/** Stored comments read defensively (the rules check what is written; this checks what is read). */
import type { Comment, CommentPosition, CommentReview, CommentState, PositionTally } from './model.js';

type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const dateOf = (value: unknown): Date | null =>
  typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate(): Date }).toDate() : null;

function positionOf(value: unknown): CommentPosition | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ticker, side } = value as Fields;
  return typeof ticker === 'string' && (side === 'long' || side === 'short' || side === 'none') ? { ticker, side } : null;
}

const STATES: readonly CommentState[] = ['visible', 'hidden', 'deleted'];
const REVIEWS: readonly CommentReview[] = ['new', 'reported', 'done'];

export function commentFromDoc(id: string, articleId: string, fields: Fields): Comment {
  const state = STATES.find((candidate) => candidate === fields.state) ?? 'hidden';
  return {
    id,
    articleId,
    body: state === 'visible' ? text(fields.body) : '',
    authorName: text(fields.authorName),
    position: positionOf(fields.position),
    parentId: typeof fields.parentId === 'string' ? fields.parentId : null,
    createdAt: dateOf(fields.createdAt),
    editedAt: dateOf(fields.editedAt),
    state,
    review: REVIEWS.find((candidate) => candidate === fields.review) ?? 'new',
    reportCount: typeof fields.reportCount === 'number' ? fields.reportCount : 0,
    staff: fields.staff === true,
  };
}

/** The article's tally of stated positions, its counts only. */
export function tallyFrom(value: unknown): PositionTally {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value as Fields).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0));
}

/** The tally key of a position: "AAPL long". */
export const tallyKey = (position: CommentPosition): string => `${position.ticker} ${position.side}`;
