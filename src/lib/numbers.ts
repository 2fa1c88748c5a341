/** A count in en-US form: 1,234 (written out rather than through Intl, see dates.ts). */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
