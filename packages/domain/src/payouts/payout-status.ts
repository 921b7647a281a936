import { formatMicros, type Micros } from '../money.js';

/**
 * A payout's life: pending -> approved -> sending (in an exported batch) -> paid, or returned
 * when the payment bounces (from sending, or later from paid); pending -> rejected. Only
 * "paid" tells the person the money arrived.
 */
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'sending', 'paid', 'returned'] as const;
export type PayoutStatusName = (typeof PAYOUT_STATUSES)[number];

/** A payout in a batch that has not settled yet may still be paid or returned. */
export const isPayoutReturnable = (status: PayoutStatusName): boolean => status === 'sending' || status === 'paid';

/** Money in texts a person reads outside the page (notifications, mails): "USD 120.00", never a bare number. */
export function currencyAmount(micros: Micros, currency: string): string {
  return `${currency} ${formatMicros(micros, 2)}`;
}
