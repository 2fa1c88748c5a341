/**
 * When a revision was kept, as the list says it: relative while recent ("3 minutes ago"),
 * the date and time after a day; the exact time to the second goes with it (a <time>'s
 * title and dateTime, and the opened revision's heading).
 */
import { editorTexts as texts } from './texts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "Nov 26, 2026, 10:42:13 PM", in local time. */
export const exactTime = (date: Date): string =>
  date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "less than a minute ago", "5 minutes ago", "3 hours ago", or the date and time to the minute. */
export function relativeTime(date: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return texts.justNow;
  if (elapsed < HOUR) return texts.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < 24 * HOUR) return texts.hoursAgo(Math.floor(elapsed / HOUR));
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
