import type { Micros } from '../money.js';

export type PayoutFeeType = 'international' | 'domestic';

/**
 * Payout fees (two fee types, amounts decided here, once):
 * - domestic: a flat 0.25 per payout;
 * - international: 2 % of the amount, truncated to the cent (in the person's favour), at least
 *   0.25 and at most 20.00.
 * The fee is taken out of the amount: net = amount - fee.
 */
export const DOMESTIC_PAYOUT_FEE_MICROS = 250_000n;
export const INTERNATIONAL_PAYOUT_FEE_PERCENT = 2n;
export const INTERNATIONAL_PAYOUT_FEE_MIN_MICROS = 250_000n;
export const INTERNATIONAL_PAYOUT_FEE_CAP_MICROS = 20_000_000n;
const CENT = 10_000n;

export function payoutFeeMicros(amount: Micros, feeType: PayoutFeeType): Micros {
  if (amount <= 0n) return 0n;
  let fee: Micros;
  if (feeType === 'domestic') fee = DOMESTIC_PAYOUT_FEE_MICROS;
  else {
    const percent = ((amount * INTERNATIONAL_PAYOUT_FEE_PERCENT) / 100n / CENT) * CENT;
    fee =
      percent < INTERNATIONAL_PAYOUT_FEE_MIN_MICROS
        ? INTERNATIONAL_PAYOUT_FEE_MIN_MICROS
        : percent > INTERNATIONAL_PAYOUT_FEE_CAP_MICROS
          ? INTERNATIONAL_PAYOUT_FEE_CAP_MICROS
          : percent;
  }
  return fee > amount ? amount : fee;
}

export function payoutQuote(amount: Micros, feeType: PayoutFeeType): { amount: Micros; fee: Micros; net: Micros } {
  const fee = payoutFeeMicros(amount, feeType);
  return { amount, fee, net: amount - fee };
}
