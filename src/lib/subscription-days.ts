/**
 * The days of the subscriber count (docs/data-model.md, site/subscribers): a subscription
 * records the UTC day it was made on, as that day's midnight, and the count goes by the
 * first one. The rules take the server's day or the one before or after it, so a
 * subscriber's clock may be off by a few hours (or a day) without the subscription failing.
 */
const DAY_MS = 86_400_000;

/** The UTC midnight that starts the day of `at`. */
export function subscriptionDay(at: Date = new Date()): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** The UTC midnight `days` days after (or before) `day`. */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/**
 * How far back the count may go by itself: every day up to three days before the admin's
 * own (the rules allow two days back, and the extra day covers an admin's clock running
 * ahead of the server's).
 */
export function lastClosedDay(now: Date = new Date()): Date {
  return addDays(subscriptionDay(now), -3);
}
