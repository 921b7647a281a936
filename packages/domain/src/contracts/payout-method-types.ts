import { z } from 'zod';
import { text } from './primitives.js';

/** Every kind of payout method an account can hold (one live method of each kind). */
export const PAYOUT_METHOD_TYPES = ['paypal', 'bank', 'venmo', 'manifest', 'tipalti', 'stripe'] as const;
export type PayoutMethodType = (typeof PAYOUT_METHOD_TYPES)[number];

/**
 * The methods a payout request can use: those a batch is sent or exported to. Manifest is left
 * out: its API opens and checks accounts but offers no payment call Liner can use. A bank account
 * connected through Stripe is paid by Stripe transfers, so only where Stripe Connect is set up.
 */
export const SENDABLE_METHOD_TYPES = ['paypal', 'bank', 'venmo', 'tipalti', 'stripe'] as const;
export type SendableMethodType = (typeof SENDABLE_METHOD_TYPES)[number];
export const isSendableMethodType = (type: PayoutMethodType): type is SendableMethodType =>
  (SENDABLE_METHOD_TYPES as readonly string[]).includes(type);

/** The account a method has at its provider (a Manifest account, a Tipalti payee). */
export const ProviderAccount = z.object({
  id: text(),
  /** 'active' once the provider can pay it; 'pending' while the payee still has steps to take there. */
  status: z.enum(['pending', 'active']),
});
export type ProviderAccount = z.infer<typeof ProviderAccount>;

/** How a payout method is named to people (lists, notifications, the desk). */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethodType, string> = {
  paypal: 'PayPal',
  bank: 'bank',
  venmo: 'Venmo',
  manifest: 'Manifest',
  tipalti: 'Tipalti',
  stripe: 'bank (Stripe)',
};
