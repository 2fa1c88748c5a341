/**
 * The subscriber list as CSV, with PapaParse, both ways. This module is loaded only when
 * an export or an import starts, so the subscribers page itself stays small.
 *
 * Spreadsheets run a cell that starts with = + - @ (and, in some, a tab or a carriage
 * return) as a formula: CSV injection. Every such cell is written with a single quote in
 * front, inside quotes, as OWASP advises; the spreadsheet then shows it as text. The
 * pattern is ours rather than PapaParse's `escapeFormulae: true`, whose default misses a
 * cell that starts with = and holds a line break.
 */
import Papa from 'papaparse';

export const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_COLUMNS = ['Email', 'Date Subscribed'] as const;

export interface CsvSubscriber {
  readonly email: string;
  readonly subscribedAt: Date | null;
}

/** The export: a header row, then one row per subscriber; dates in ISO 8601 (UTC). */
export function subscribersCsv(subscribers: readonly CsvSubscriber[]): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: subscribers.map((subscriber) => [subscriber.email, subscriber.subscribedAt ? subscriber.subscribedAt.toISOString() : '']),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** The rows of a CSV file, as text cells; a file with only a header or nothing gives what it has. */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return parsed.data.map((row) => row.map((cell) => String(cell)));
}

/** subscribers_2026-03-04.csv: the admin's own date, as ISO writes it. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `subscribers_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
