import { formatDate, isoDate } from '../../lib/dates.js';
import { useHydrating } from '../../lib/use-hydrating.js';

/**
 * A date as the reader's calendar has it. A built page's HTML gives the date in UTC, since
 * the build cannot know the reader's time zone; the reader's own day follows as soon as
 * React has taken the page over (lib/use-hydrating.ts), the same day for most readers.
 * `day`: the value is a calendar day stored as its midnight UTC (a trade idea's closing
 * day), the same day for every reader, so it is always given in UTC.
 */
export function DateTime({ value, day = false }: { readonly value: Date | null | undefined; readonly day?: boolean }) {
  const hydrating = useHydrating();
  return <time dateTime={isoDate(value)}>{formatDate(value, hydrating || day ? 'UTC' : 'local')}</time>;
}
