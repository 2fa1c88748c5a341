/**
 * Proleptic Gregorian dates in UTC for timestamps held as nanoseconds since the epoch
 * (Howard Hinnant's civil-date algorithms).
 */
export const NANOS_PER_DAY = 86_400_000_000_000n;

export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

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
