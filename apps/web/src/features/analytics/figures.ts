const counts = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** A count as people read it: 12,345. */
export const countText = (value: number): string => counts.format(value);

/** An axis tick: 12K. */
export const compactText = (value: number): string => compact.format(value);

/**
 * A graph total ("12345.00": counts are whole, the API gives them 2 decimals) as a count. Read as
 * a bigint so a total beyond 2^53 is still exact.
 */
export function totalText(total: string): string {
  const whole = total.split('.')[0] ?? total;
  return /^-?\d+$/.test(whole) ? counts.format(BigInt(whole)) : total;
}

export type Trend = 'up' | 'down' | 'flat';

/** A change in percent ("5.20", "-3.10", null when the previous period had nothing). */
export function changeOf(change: string | null): { text: string; trend: Trend } | null {
  if (change === null) return null;
  const value = Number(change);
  const trend: Trend = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return { text: `${value > 0 ? '+' : ''}${change}%`, trend };
}
