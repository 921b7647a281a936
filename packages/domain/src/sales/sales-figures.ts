/** How sales figures are shown: fees and totals 6 decimals, graph totals 2, truncated. */
import { formatMicros, type Micros } from '../money.js';

/** Sales fees and totals: 6 decimals (micro-units are exactly that, so nothing is cut). */
export function formatSalesAmount(micros: Micros): string {
  return formatMicros(micros, 6);
}

/** Graph totals: 2 decimals, truncated toward zero (money is never rounded up). */
export function formatGraphAmount(micros: Micros): string {
  return formatMicros(micros, 2);
}

/** Amount per unit (stream rate), 6 decimals, truncated; '0.000000' when there are no units. */
export function formatRatePerUnit(micros: Micros, units: bigint): string {
  if (units === 0n) return formatMicros(0n, 6);
  return formatMicros(micros / units, 6);
}

export interface GraphPoint {
  /** yyyy-mm */
  month: string;
  total: string;
}

/** 'yyyy-mm' shifted by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + by;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

/**
 * A graph of one point cannot draw a line: two zero points are added at 1 and 2 months
 * before it. Any other graph (empty, or two points and more) is returned as it is.
 */
export function padSinglePointGraph(points: readonly GraphPoint[]): GraphPoint[] {
  if (points.length !== 1) return [...points];
  const [only] = points;
  const zero = formatGraphAmount(0n);
  return [{ month: shiftMonth(only.month, -2), total: zero }, { month: shiftMonth(only.month, -1), total: zero }, only];
}
