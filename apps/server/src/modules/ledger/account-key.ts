/**
 * A user's account by purpose, or one of the install's system accounts. `advance` is the user's
 * debt for a royalty advance: it goes negative when the advance is paid into earnings and back
 * towards zero as later earnings repay it (docs/product/advances.md).
 */
export type LedgerAccountRef =
  | { userId: number; purpose: 'earnings' | 'held-split' | 'pending-payout' | 'advance' }
  | { system: SystemAccount };

/**
 * payout-clearing: owed to the payment provider for batches being sent; payouts-paid: what left
 * the install in confirmed payouts; distribution-fees: the commission kept from earnings;
 * tax-withheld: withheld from payouts, owed to the tax authority; card-receipts: what card
 * payments brought in through the payment provider; subscription-revenue and programme-revenue:
 * what those card payments paid for (plans, and one-off programme fees).
 */
export type SystemAccount =
  | 'store-revenue'
  | 'unmatched-revenue'
  | 'payout-clearing'
  | 'payouts-paid'
  | 'fee-income'
  | 'distribution-fees'
  | 'tax-withheld'
  | 'rounding'
  | 'card-receipts'
  | 'subscription-revenue'
  | 'programme-revenue';

/** The natural key of an account: "user:12:earnings" or "system:fee-income". */
export function accountKey(ref: LedgerAccountRef): string {
  return 'system' in ref ? `system:${ref.system}` : `user:${ref.userId}:${ref.purpose}`;
}

export function accountColumns(ref: LedgerAccountRef): {
  userId: number | null;
  systemKey: string | null;
  purpose: string;
} {
  return 'system' in ref
    ? { userId: null, systemKey: ref.system, purpose: ref.system }
    : { userId: ref.userId, systemKey: null, purpose: ref.purpose };
}
