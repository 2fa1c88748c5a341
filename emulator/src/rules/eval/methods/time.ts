/**
 * rules.Timestamp and rules.Duration (docs/emulator.md §7.6), in UTC. dayOfWeek() is ISO:
 * Monday is 1, Sunday 7.
 */
import { civilFromDays, daysFromCivil, floorDivMod, NANOS_PER_DAY, splitDay } from '../calendar.js';
import { duration, int, NANOS_PER_SECOND, timestamp, type Of, type RulesValue } from '../value.js';
import { method, type MethodTable } from './support.js';

type T = Of<'timestamp'>;
type D = Of<'duration'>;

const civil = (t: T): { year: number; month: number; day: number } => civilFromDays(splitDay(t.nanos).days);
const ofDay = (t: T, unit: bigint, modulo: bigint): RulesValue => int((splitDay(t.nanos).nanosOfDay / unit) % modulo);

export const TIMESTAMP_METHODS: MethodTable = {
  year: method<T>(0, (t) => int(BigInt(civil(t).year))),
  month: method<T>(0, (t) => int(BigInt(civil(t).month))),
  day: method<T>(0, (t) => int(BigInt(civil(t).day))),
  hours: method<T>(0, (t) => ofDay(t, 3600n * NANOS_PER_SECOND, 24n)),
  minutes: method<T>(0, (t) => ofDay(t, 60n * NANOS_PER_SECOND, 60n)),
  seconds: method<T>(0, (t) => ofDay(t, NANOS_PER_SECOND, 60n)),
  nanos: method<T>(0, (t) => int(floorDivMod(t.nanos, NANOS_PER_SECOND)[1])),
  dayOfWeek: method<T>(0, (t) => int(BigInt((((splitDay(t.nanos).days % 7) + 7 + 3) % 7) + 1))),
  dayOfYear: method<T>(0, (t) => {
    const { days } = splitDay(t.nanos);
    return int(BigInt(days - daysFromCivil(civilFromDays(days).year, 1, 1) + 1));
  }),
  date: method<T>(0, (t) => timestamp(BigInt(splitDay(t.nanos).days) * NANOS_PER_DAY)),
  time: method<T>(0, (t) => duration(splitDay(t.nanos).nanosOfDay)),
  toMillis: method<T>(0, (t) => int(floorDivMod(t.nanos, 1_000_000n)[0])),
};

export const DURATION_METHODS: MethodTable = {
  seconds: method<D>(0, (d) => int(d.nanos / NANOS_PER_SECOND)),
  nanos: method<D>(0, (d) => int(d.nanos % NANOS_PER_SECOND)),
};
