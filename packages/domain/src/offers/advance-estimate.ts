/**
 * How much of an advance Liner offers on an account's past earnings (docs/product/advances.md).
 * Pure: the server gives the earnings booked in each of the last 12 whole months.
 */

const MICROS_PER_UNIT = 1_000_000n;

export const ADVANCE_RULES = {
  /** Months of the last 12 that must have earned something: one good month is not a history. */
  minMonthsWithEarnings: 3,
  /** The trailing 12 months together must have earned at least this (micro-units). */
  minTrailingMicros: 100n * MICROS_PER_UNIT,
  /** The advance is this share of the trailing 12 months, in percent. */
  sharePercent: 50n,
  /** Never more than this (micro-units), whatever the history. */
  maxMicros: 50_000n * MICROS_PER_UNIT,
} as const;

export interface AdvanceEstimate {
  /** The advance in micro-units, whole currency units; null when there is too little history. */
  totalMicros: bigint | null;
  monthsWithEarnings: number;
  trailingMicros: bigint;
}

/**
 * `monthlyMicros`: net earnings booked in each of the last 12 months (a reversal can make a month
 * negative). Half the trailing year, floored to whole currency units, capped; none when fewer
 * than 3 months earned or the year earned under 100.
 */
export function estimateAdvance(monthlyMicros: readonly bigint[]): AdvanceEstimate {
  const trailingMicros = monthlyMicros.reduce((sum, month) => sum + month, 0n);
  const monthsWithEarnings = monthlyMicros.filter((month) => month > 0n).length;
  const enough =
    monthsWithEarnings >= ADVANCE_RULES.minMonthsWithEarnings && trailingMicros >= ADVANCE_RULES.minTrailingMicros;
  if (!enough) return { totalMicros: null, monthsWithEarnings, trailingMicros };
  const half = (trailingMicros * ADVANCE_RULES.sharePercent) / 100n;
  const whole = (half / MICROS_PER_UNIT) * MICROS_PER_UNIT;
  const totalMicros = whole > ADVANCE_RULES.maxMicros ? ADVANCE_RULES.maxMicros : whole;
  return { totalMicros, monthsWithEarnings, trailingMicros };
}

/** What one earnings credit repays of an outstanding advance: all of it, up to the credit. */
export function advanceRecoupMicros(creditMicros: bigint, outstandingMicros: bigint): bigint {
  if (creditMicros <= 0n || outstandingMicros <= 0n) return 0n;
  return creditMicros < outstandingMicros ? creditMicros : outstandingMicros;
}
