import type { Micros } from '../money.js';

/**
 * Percentages (the distribution fee, tax withholding) are kept as basis points: 1 % = 100 bp,
 * 12.5 % = 1,250 bp, so they are integers like the money they apply to.
 */
export const BASIS_POINTS_PER_UNIT = 10_000n;
export const MAX_RATE_BASIS_POINTS = 10_000;

export type RateParse = { ok: true; basisPoints: number } | { ok: false; message: string };

export const RATE_MESSAGES = {
  format: 'Enter a percentage like 15 or 12.5',
  decimals: 'Use at most 2 decimals',
  range: 'The percentage must be between 0 and 100',
} as const;

/** "15" / "12.5" / "0.25" (a percentage typed by an operator) -> basis points, exactly (no float). */
export function parseRatePercent(text: string): RateParse {
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, message: RATE_MESSAGES.format };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, message: RATE_MESSAGES.decimals };
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (basisPoints > MAX_RATE_BASIS_POINTS) return { ok: false, message: RATE_MESSAGES.range };
  return { ok: true, basisPoints };
}

/** 1250 -> "12.50" (always two decimals, as the forms and exports show it). */
export function formatRatePercent(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/**
 * The distribution fee kept from money credited to an account. Rounding rule: the exact
 * product amount × rate is truncated toward zero to the micro-unit, so the fee is never more
 * than the rate (the sub-micro rest stays with the artist) and a negative line (a store's
 * return, a reversal) gets exactly the opposite fee of the same positive line.
 */
export function distributionFeeMicros(amount: Micros, basisPoints: number): Micros {
  if (basisPoints <= 0 || amount === 0n) return 0n;
  // BigInt division truncates toward zero, for negative amounts too.
  return (amount * BigInt(basisPoints)) / BASIS_POINTS_PER_UNIT;
}

const CENT = 10_000n;

/**
 * Tax withheld from a payout of `amount` (whole cents): amount × rate, truncated to the cent
 * (money leaves in cents; the rest stays with the payee), never more than what is left after
 * the payout fee.
 */
export function taxWithheldMicros(amount: Micros, feeMicros: Micros, basisPoints: number): Micros {
  if (basisPoints <= 0 || amount <= 0n) return 0n;
  const withheld = ((amount * BigInt(basisPoints)) / BASIS_POINTS_PER_UNIT / CENT) * CENT;
  const room = amount - feeMicros;
  return withheld > room ? (room > 0n ? room : 0n) : withheld;
}

/** Subscription plans a distribution fee can be set for. */
export const SUBSCRIPTION_PLANS = ['monthly', 'yearly', 'label'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
