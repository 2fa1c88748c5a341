/**
 * What an imported CSV file asks for, before anything is written: which rows hold a new
 * address, which repeat an earlier row, and which cannot be imported and why.
 *
 * The addresses are in the column headed Email (or E-mail, Email Address…, as exports
 * from other newsletter tools call it); a file without a header row has them in its first
 * column. Each is trimmed and lowercased (the list is keyed by the lowercased address) and
 * must match the site's strict address pattern, the one the rules hold too.
 */
import { isEmailAddress } from '../../lib/email-address.js';

/** The longest address the pattern takes (email-address.ts), for the reason given. */
const LONGEST_ADDRESS = 254;

export type InvalidReason = 'missing' | 'no-at-sign' | 'too-long' | 'not-an-address';

interface PlannedRow {
  /** 1-based, as a spreadsheet numbers the file's rows. */
  readonly row: number;
  readonly email: string;
}

export interface ImportPlan {
  /** Valid addresses, each once, in the file's order. */
  readonly addresses: readonly PlannedRow[];
  /** Rows whose address an earlier row has; `value` as the file wrote it. */
  readonly repeated: readonly (PlannedRow & { readonly value: string; readonly firstRow: number })[];
  readonly invalid: readonly { readonly row: number; readonly value: string; readonly reason: InvalidReason }[];
}

export type PlanResult = { readonly ok: true; readonly plan: ImportPlan } | { readonly ok: false; readonly problem: 'empty' | 'no-email-column' };

const EMAIL_HEADER = /^e-?mail(\s*address)?$/i;

function reasonFor(value: string): InvalidReason {
  if (!value.includes('@')) return 'no-at-sign';
  if (value.length > LONGEST_ADDRESS) return 'too-long';
  return 'not-an-address';
}

export function planImport(rows: readonly (readonly string[])[]): PlanResult {
  const first = rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (first === -1) return { ok: false, problem: 'empty' };
  const header = rows[first] ?? [];
  const headed = !header.some((cell) => cell.includes('@'));
  const column = headed ? header.findIndex((cell) => EMAIL_HEADER.test(cell.trim())) : 0;
  if (column === -1) return { ok: false, problem: 'no-email-column' };

  const addresses: PlannedRow[] = [];
  const repeated: (PlannedRow & { value: string; firstRow: number })[] = [];
  const invalid: { row: number; value: string; reason: InvalidReason }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    if (index < first || (headed && index === first)) return;
    // A blank line is no row; a row with other cells but no address is one to report.
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 1;
    const value = (cells[column] ?? '').trim();
    if (!value) {
      invalid.push({ row, value, reason: 'missing' });
      return;
    }
    // As normalizeEmail() stores it (the value is trimmed already). Spelled out here: the
    // reader pages share that module, and each name imported from it would be one more
    // export of their chunk.
    const email = value.toLowerCase();
    if (!isEmailAddress(email)) {
      invalid.push({ row, value, reason: reasonFor(value) });
      return;
    }
    const firstRow = seen.get(email);
    if (firstRow !== undefined) {
      repeated.push({ row, email, value, firstRow });
      return;
    }
    seen.set(email, row);
    addresses.push({ row, email });
  });
  return { ok: true, plan: { addresses, repeated, invalid } };
}
