/** Display rules of docs/product.md §2: en-US dates, "No date" when missing, "Invalid date" when broken. */

// Written out rather than through Intl: the first Intl date formatter of a page costs tens
// of milliseconds on a phone (locale data), before the first card can show.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "January 15, 2026", as en-US toLocaleDateString with a long month, in local time, or in
 * UTC (what a page built ahead of time shows: components/ui/date-time.tsx).
 */
export function formatDate(value: Date | null | undefined, zone: 'local' | 'UTC' = 'local'): string {
  if (!value) return 'No date';
  if (Number.isNaN(value.getTime())) return 'Invalid date';
  if (zone === 'UTC') return `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
  return `${MONTHS[value.getMonth()]} ${value.getDate()}, ${value.getFullYear()}`;
}

/** The `datetime` attribute of <time>. */
export function isoDate(value: Date | null | undefined): string | undefined {
  return value && !Number.isNaN(value.getTime()) ? value.toISOString() : undefined;
}
