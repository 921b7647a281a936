import type { Micros } from '@liner/domain';
import type { PayoutItem, PayoutOutcome, PayoutProvider } from './payout-provider.js';
import { StripeConnectUnavailable, type StripeConnectClient } from './stripe-connect-client.js';

/** Stripe counts these currencies in whole units, these in thousandths, every other in hundredths. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Our micros as Stripe's amount in the currency's smallest unit, cut (never rounded up) like the batch file. */
export function stripeMinorUnits(micros: Micros, currency: string): number {
  const code = currency.toUpperCase();
  const decimals = ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
  const minor = micros / 10n ** BigInt(6 - decimals);
  // Stripe takes three-decimal amounts in steps of ten only.
  return Number(decimals === 3 ? minor - (minor % 10n) : minor);
}

/** The batch's name at Stripe: the transfer group of all its transfers, and the batch's provider id. */
export const stripeTransferGroup = (batchId: number): string => `liner-batch-${batchId}`;

/** One key per payout: Stripe answers a repeated create with the first transfer instead of paying again. */
export const stripeTransferKey = (payoutId: number): string => `liner-payout-${payoutId}-transfer`;

/** Refusals about the payee's connected account (not the platform): submitting again would not help. */
const ACCOUNT_REFUSALS = new Set([
  'account_invalid',
  'account_closed',
  'insufficient_capabilities_for_transfer',
  'transfers_not_allowed',
]);

export const STRIPE_REFUSALS = {
  notConnected: 'Your bank account at Stripe is no longer connected; add it again or choose another method',
  accountRefused: 'Stripe cannot pay your bank account yet; finish its set-up at Stripe or choose another method',
  tooSmall: 'The amount is too small for Stripe to send',
} as const;

const returned = (item: PayoutItem, reason: string): PayoutOutcome => ({
  payoutId: item.payoutId,
  outcome: 'returned',
  reason,
});

function describeRefusal(error: unknown): string {
  if (error instanceof StripeConnectUnavailable)
    return error.stripeCode ? `${error.message} (${error.stripeCode})` : error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Stripe Connect transfers: each payout to a connected bank account is one Transfer from the
 * platform balance to that account (Stripe then pays it out to the bank on the account's
 * schedule). The batch name is the transfer group and each payout id the idempotency key, and
 * the transfers already in the group are read first, so a batch submitted again, even after
 * Stripe has forgotten the key (a day), never pays a payout twice. A refusal about one payee's
 * account returns that payout; any other refusal (the platform balance is too low, Stripe is
 * down) stops the submission, and the batch can be submitted again once it is resolved.
 */
export function createStripeTransfersProvider(client: StripeConnectClient): PayoutProvider {
  return {
    name: 'stripe',
    async submit(batch) {
      const items = batch.items.filter((item) => item.method === 'stripe');
      if (items.length === 0) return { providerBatchId: null, file: null };
      const group = stripeTransferGroup(batch.batchId);
      const made = new Set((await client.transfersInGroup(group)).map((transfer) => transfer.payoutId));
      const refused: PayoutOutcome[] = [];
      for (const item of items) {
        if (made.has(item.payoutId)) continue;
        const amountMinor = stripeMinorUnits(item.netMicros, batch.currency);
        if (!item.methodVerified || !item.providerAccountId) {
          refused.push(returned(item, STRIPE_REFUSALS.notConnected));
          continue;
        }
        if (amountMinor < 1) {
          refused.push(returned(item, STRIPE_REFUSALS.tooSmall));
          continue;
        }
        try {
          await client.transfer({
            accountId: item.providerAccountId,
            amountMinor,
            currency: batch.currency,
            transferGroup: group,
            payoutId: item.payoutId,
            idempotencyKey: stripeTransferKey(item.payoutId),
          });
          made.add(item.payoutId);
        } catch (error) {
          if (
            error instanceof StripeConnectUnavailable &&
            (ACCOUNT_REFUSALS.has(error.stripeCode ?? '') || error.param === 'destination')
          ) {
            refused.push(returned(item, STRIPE_REFUSALS.accountRefused));
            continue;
          }
          const sent = items.filter((other) => made.has(other.payoutId)).length;
          return {
            providerBatchId: null,
            file: null,
            refused,
            incomplete: `Stripe refused the transfer of payout ${item.payoutId}: ${describeRefusal(error)}. ${sent} of ${items.length} transfers are made; submit the batch again once this is resolved (made transfers are not repeated)`,
          };
        }
      }
      return { providerBatchId: group, file: null, refused };
    },
    // A reversed transfer came back; the others stay sending until the account's payout reports.
    async outcomes(providerBatchId) {
      return (await client.transfersInGroup(providerBatchId)).map((transfer) => ({
        payoutId: transfer.payoutId,
        outcome: transfer.reversed ? ('returned' as const) : ('sending' as const),
        reason: transfer.reversed ? STRIPE_RETURNS.reversed : null,
      }));
    },
  };
}

/** Why a Stripe payout came back, in the payee's notification and the desk. */
export const STRIPE_RETURNS = {
  reversed: 'The transfer to your bank account at Stripe was reversed',
  bankRefused: (detail: string | null) =>
    `Your bank refused the payment from Stripe${detail ? ` (${detail})` : ''}; check your bank details at Stripe or choose another method`,
} as const;
