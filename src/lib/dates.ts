/** Display rules of SPEC §2: en-US dates, "No date" when missing, "Invalid date" when broken. */
export function formatDate(value: Date | null | undefined): string {
  if (!value) return 'No date';
  if (Number.isNaN(value.getTime())) return 'Invalid date';
  return value.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The `datetime` attribute of <time>. */
export function isoDate(value: Date | null | undefined): string | undefined {
  return value && !Number.isNaN(value.getTime()) ? value.toISOString() : undefined;
}
