/**
 * The weeks of the subscriber chart: the last 12 calendar weeks in the admin's time zone,
 * Monday to Monday, the current (unfinished) week last.
 */

export interface Week {
  /** Monday, 00:00 local time. */
  readonly start: Date;
  /** The next Monday, 00:00 local time (not part of the week). */
  readonly end: Date;
}

const CHART_WEEKS = 12;

/** Monday 00:00 of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  // getDay(): 0 is Sunday, which ends the week that began six days earlier.
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export function lastWeeks(now: Date, count = CHART_WEEKS): Week[] {
  const current = weekStart(now);
  return Array.from({ length: count }, (_, index) => {
    // Calendar arithmetic (not 7 × 24 h) so a daylight-saving change keeps weeks on Mondays.
    const start = new Date(current.getFullYear(), current.getMonth(), current.getDate() - 7 * (count - 1 - index));
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
    return { start, end };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 2": the start of a week, short. */
export function shortDate(date: Date): { readonly month: string; readonly day: string } {
  return { month: MONTHS[date.getMonth()] ?? '', day: String(date.getDate()) };
}
