import { formatDate, isoDate } from '../../lib/dates.js';
import { useHydrating } from '../../lib/use-hydrating.js';

/**
 * A date as the reader's calendar has it. A built page's HTML gives the date in UTC, since
 * the build cannot know the reader's time zone; the reader's own day follows as soon as
 * React has taken the page over (lib/use-hydrating.ts), the same day for most readers.
 */
export function DateTime({ value }: { readonly value: Date | null | undefined }) {
  const hydrating = useHydrating();
  return <time dateTime={isoDate(value)}>{formatDate(value, hydrating ? 'UTC' : 'local')}</time>;
}
