/**
 * The discussion's classes, so its buttons and links read alike. A button at work is
 * aria-disabled rather than disabled: a disabled button loses the keyboard's focus.
 */
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Post, Save: the one strong button of a box (white on slate-900 in light, the reverse in dark). */
export const postButton = `inline-flex items-center justify-center rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-slate-100 dark:text-slate-950 dark:hover:bg-white ${focusRing}`;

/** Reply, Edit, Delete, Report, Cancel: quiet actions under a comment. */
export const actionLink = `rounded-sm text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline aria-disabled:cursor-wait aria-disabled:opacity-70 dark:text-slate-300 dark:hover:text-white ${focusRing}`;

/** A confirming action that cannot be taken back (Delete). */
export const dangerLink = `rounded-sm text-sm font-semibold text-red-700 underline-offset-4 hover:underline aria-disabled:cursor-wait aria-disabled:opacity-70 dark:text-red-300 ${focusRing}`;

/** A link in the discussion's own sentences (log in, verify, profile). */
export const textLink = `font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200 ${focusRing}`;
