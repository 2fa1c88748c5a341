/** Display rules of docs/product.md §2: en-US dates, "No date" when missing, "Invalid date" when broken. */

// Written out rather than through Intl: the first Intl date formatter of a page costs tens
// of milliseconds on a phone (locale data), before the first card can show.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "January 15, 2026", as en-US toLocaleDateString with a long month, in local time. */
export function formatDate(value: Date | null | undefined): string {
  if (!value) return 'No date';
  if (Number.isNaN(value.getTime())) return 'Invalid date';
  return `${MONTHS[value.getMonth()]} ${value.getDate()}, ${value.getFullYear()}`;
}

/** The `datetime` attribute of <time>. */
export function isoDate(value: Date | null | undefined): string | undefined {
  return value && !Number.isNaN(value.getTime()) ? value.toISOString() : undefined;
}
