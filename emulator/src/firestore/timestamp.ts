/**
 * Firestore timestamps: seconds since the epoch plus nanos. Like Google's emulator we keep
 * microsecond precision (nanos are truncated to whole microseconds on the way in).
 */
import { civilFromDays, daysFromCivil } from '../shared/calendar.js';
import { invalidArgument } from '../shared/errors.js';

export interface Timestamp {
  readonly seconds: number;
  readonly nanos: number;
}

const MIN_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

function truncateToMicros(ts: Timestamp): Timestamp {
  return { seconds: ts.seconds, nanos: ts.nanos - (ts.nanos % 1000) };
}

/** Parses an RFC 3339 timestamp (any offset, 0-9 fraction digits); throws INVALID_ARGUMENT. */
export function parseTimestamp(text: string): Timestamp {
  const m = RFC3339.exec(text);
  if (!m) throw invalidArgument(`Invalid timestamp: "${text}"`);
  const [, y, mo, d, h, mi, s, frac, , sign, oh, om] = m;
  const days = daysFromCivil(Number(y), Number(mo), Number(d));
  let seconds = days * 86400 + Number(h) * 3600 + Number(mi) * 60 + Number(s);
  if (sign) seconds -= (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om) * 60);
  const nanos = frac ? Number(frac.padEnd(9, '0')) : 0;
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw invalidArgument(`Invalid timestamp: "${text}"`);
  }
  return truncateToMicros({ seconds, nanos });
}

/** Formats like Google's emulator: no fraction, or 3, 6 or 9 digits as needed. */
export function formatTimestamp(ts: Timestamp): string {
  const days = Math.floor(ts.seconds / 86400);
  const secOfDay = ts.seconds - days * 86400;
  const { year, month, day } = civilFromDays(days);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  const time = `${pad(Math.floor(secOfDay / 3600))}:${pad(Math.floor((secOfDay % 3600) / 60))}:${pad(secOfDay % 60)}`;
  let fraction = '';
  if (ts.nanos !== 0) {
    const digits = pad(ts.nanos, 9);
    if (ts.nanos % 1_000_000 === 0) fraction = '.' + digits.slice(0, 3);
    else if (ts.nanos % 1000 === 0) fraction = '.' + digits.slice(0, 6);
    else fraction = '.' + digits;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}${fraction}Z`;
}

export function compareTimestamps(a: Timestamp, b: Timestamp): number {
  if (a.seconds !== b.seconds) return a.seconds < b.seconds ? -1 : 1;
  if (a.nanos !== b.nanos) return a.nanos < b.nanos ? -1 : 1;
  return 0;
}

export function timestampFromMillis(ms: number): Timestamp {
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanos: Math.round((ms - seconds * 1000) * 1e6) };
}

export function timestampToMicros(ts: Timestamp): bigint {
  return BigInt(ts.seconds) * 1_000_000n + BigInt(Math.floor(ts.nanos / 1000));
}

/**
 * A clock whose readings are unique and strictly increasing at microsecond precision,
 * so every commit gets its own time, as on Google's emulator.
 */
export class Clock {
  private lastMicros = 0n;

  now(): Timestamp {
    let micros = BigInt(Date.now()) * 1000n + BigInt(Math.floor((performance.now() % 1) * 1000));
    if (micros <= this.lastMicros) micros = this.lastMicros + 1n;
    this.lastMicros = micros;
    const seconds = micros / 1_000_000n;
    return { seconds: Number(seconds), nanos: Number(micros - seconds * 1_000_000n) * 1000 };
  }
}
