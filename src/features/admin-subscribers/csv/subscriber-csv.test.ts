/**
 * The CSV export and the reading of an import: the columns, ISO dates, the file name, and
 * cells a spreadsheet would run as formulas written as text (CSV injection, OWASP).
 */
import { csvRows, exportFileName, subscribersCsv } from './subscriber-csv.js';

const at = new Date('2026-03-04T09:30:00.000Z');

describe('the subscribers CSV', () => {
  it('has the columns Email and Date Subscribed, one row per subscriber, dates in ISO 8601', () => {
    const csv = subscribersCsv([
      { email: 'jordan.lee@example.com', subscribedAt: at },
      { email: 'no.date@example.com', subscribedAt: null },
    ]);
    expect(csv).toBe('Email,Date Subscribed\r\njordan.lee@example.com,2026-03-04T09:30:00.000Z\r\nno.date@example.com,');
  });

  it('writes a cell that starts with = + - @, a tab or a carriage return as text: a quote in front, in quotes', () => {
    const cells = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=1\n+2'];
    const csv = subscribersCsv(cells.map((email) => ({ email, subscribedAt: at })));
    const rows = csvRows(csv).slice(1);
    expect(rows.map((row) => row[0])).toEqual(cells.map((cell) => `'${cell}`));
    for (const line of csv.split('\r\n').slice(1, 6)) expect(line.startsWith(`"'`)).toBe(true);
  });

  it('leaves ordinary addresses and dates as they are, including a - or + inside', () => {
    const csv = subscribersCsv([{ email: 'sam.o-neil+news@example.co.uk', subscribedAt: at }]);
    expect(csvRows(csv)[1]).toEqual(['sam.o-neil+news@example.co.uk', '2026-03-04T09:30:00.000Z']);
  });

  it('reads back what it wrote, quotes and commas included', () => {
    const rows = csvRows('Email,Name\r\n"a@example.com","Lee, Jordan ""JL"""\r\n\r\nb@example.com,\r\n');
    expect(rows).toEqual([['Email', 'Name'], ['a@example.com', 'Lee, Jordan "JL"'], [''], ['b@example.com', ''], ['']]);
  });

  it('ignores a byte-order mark, as spreadsheet programs write one', () => {
    expect(csvRows('\uFEFFEmail\na@example.com')[0]).toEqual(['Email']);
  });

  it('is named subscribers_{the ISO date}.csv, in the local calendar', () => {
    expect(exportFileName(new Date(2026, 2, 4, 23, 59))).toBe('subscribers_2026-03-04.csv');
    expect(exportFileName(new Date(2026, 11, 31, 0, 1))).toBe('subscribers_2026-12-31.csv');
  });
});
