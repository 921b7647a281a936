import { formatMicros, parseMicros, type Micros } from '../money.js';

/** Messages of wallet amount validation (the wording is ours). */
export const AMOUNT_MESSAGES = {
  required: 'Enter an amount',
  format: 'Enter an amount like 25 or 25.50',
  decimals: 'Use at most 2 decimals',
  positive: 'The amount must be more than 0.00',
  belowMinimum: (minimum: Micros) => `The minimum amount is ${formatMicros(minimum, 2)}`,
  moreThanBalance: (available: Micros) =>
    `The amount is more than your available balance of ${formatMicros(available > 0n ? available : 0n, 2)}`,
  carriedDeficit: (deficit: Micros) =>
    `Your balance carries a deficit of ${formatMicros(deficit, 2)} from a reversed statement; ` +
    'your next earnings repay it first, then you can withdraw or send money again',
} as const;

export type AmountCheck = { ok: true; micros: Micros } | { ok: false; message: string };

/**
 * A wallet amount typed by a person: a plain decimal with at most two decimals, parsed exactly
 * (never through a float). Balance and minimum are checked separately, with the database.
 */
export function parseWalletAmount(text: string): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: AMOUNT_MESSAGES.required };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, message: AMOUNT_MESSAGES.format };
  if (/\.\d{3,}$/.test(trimmed)) return { ok: false, message: AMOUNT_MESSAGES.decimals };
  const micros = parseMicros(trimmed);
  if (micros <= 0n) return { ok: false, message: AMOUNT_MESSAGES.positive };
  return { ok: true, micros };
}

/**
 * A carried deficit first (nothing may leave a negative balance, whatever the amount), then the
 * minimum and the balance, in that order (the minimum is the more useful message when both fail).
 */
export function checkSpendableAmount(amount: Micros, limits: { minimum: Micros; available: Micros }): string | null {
  if (limits.available < 0n) return AMOUNT_MESSAGES.carriedDeficit(-limits.available);
  if (amount < limits.minimum) return AMOUNT_MESSAGES.belowMinimum(limits.minimum);
  if (amount > limits.available) return AMOUNT_MESSAGES.moreThanBalance(limits.available);
  return null;
}
