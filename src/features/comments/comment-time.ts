/**
 * When a comment was written, as a discussion says it: "just now", "12 min ago", "3 h ago"
 * within a day, then the date ("March 7, 2026").
 */
import { formatDate } from '../../lib/dates.js';
import { EDIT_WINDOW_MS } from '../../lib/comments/model.js';
import { discussionTexts as texts } from './texts.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export function commentTime(value: Date | null, now: Date): string {
  if (!value) return texts.justNow;
  const ago = now.getTime() - value.getTime();
  if (ago < MINUTE) return texts.justNow;
  if (ago < HOUR) return texts.minutesAgo(Math.floor(ago / MINUTE));
  if (ago < 24 * HOUR) return texts.hoursAgo(Math.floor(ago / HOUR));
  return formatDate(value);
}

/**
 * The whole minutes its writer has left to edit a comment (rounded up: "1 min" until the
 * end), or 0 when the 15 minutes have passed. A comment not yet stored has them all.
 */
export function editMinutesLeft(createdAt: Date | null, now: Date): number {
  const left = createdAt ? createdAt.getTime() + EDIT_WINDOW_MS - now.getTime() : EDIT_WINDOW_MS;
  // Never more than 15: the clock read before the comment was written says it is younger.
  return left > 0 ? Math.min(Math.ceil(left / MINUTE), EDIT_WINDOW_MS / MINUTE) : 0;
}
