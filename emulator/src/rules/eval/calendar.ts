/**
 * Dates in UTC for timestamps held as nanoseconds since the epoch.
 */
export { civilFromDays, daysFromCivil } from '../../shared/calendar.js';

export const NANOS_PER_DAY = 86_400_000_000_000n;

/** Floor division and its non-negative remainder, for instants before 1970. */
export function floorDivMod(n: bigint, d: bigint): [bigint, bigint] {
  const q = n / d;
  const r = n % d;
  return r < 0n ? [q - 1n, r + d] : [q, r];
}

/** Splits an instant into whole days since the epoch and nanoseconds into that day. */
export function splitDay(nanos: bigint): { days: number; nanosOfDay: bigint } {
  const [days, nanosOfDay] = floorDivMod(nanos, NANOS_PER_DAY);
  return { days: Number(days), nanosOfDay };
}
