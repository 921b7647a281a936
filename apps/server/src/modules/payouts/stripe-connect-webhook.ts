import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isPayoutReturnable } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { PayoutOutcome } from './payout-provider.js';
import { applyPayoutOutcomes } from './settle-payouts.js';
import { payoutIdOfTransfer, StripeConnectUnavailable, type StripeTransferRef } from './stripe-connect-client.js';
import { stripeConnectOf, type StripeConnectServices } from './stripe-connect-services.js';
import { STRIPE_RETURNS } from './stripe-transfers-provider.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';

export const CONNECT_WEBHOOK_MESSAGES = {
  signature: 'The Stripe signature of this event does not verify',
  off: 'Stripe Connect is not set up on this server',
  stripeDown: 'Stripe could not be asked about this payout; the event can be delivered again',
} as const;

/** One key per payout: a payout.failed delivered again never takes a transfer back twice. */
const reversalKey = (payoutId: number) => `liner-payout-${payoutId}-reversal`;

interface SentPayout {
  id: number;
  batchId: number;
  status: typeof payoutRequests.$inferSelect.status;
}

/**
 * Our payouts among `ids` that went through Stripe transfers to `accountId`: a transfer's
 * metadata names the payout, and the account must be the one the payout was sent to.
 */
async function stripePayouts(deps: AppDeps, ids: number[], accountId: string): Promise<SentPayout[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({ id: payoutRequests.id, batchId: payoutBatches.id, status: payoutRequests.status })
    .from(payoutRequests)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payoutRequests.methodId))
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutRequests.batchId))
    .where(
      and(
        inArray(payoutRequests.id, ids),
        eq(payoutRequests.methodType, 'stripe'),
        eq(payoutBatches.provider, 'stripe'),
        eq(payoutMethods.providerAccountId, accountId),
      ),
    );
  return rows;
}

/** Applies outcomes batch by batch (settle-payouts posts each payout once, whatever repeats). */
async function settle(deps: AppDeps, payouts: SentPayout[], outcomeOf: (payout: SentPayout) => PayoutOutcome) {
  const byBatch = new Map<number, PayoutOutcome[]>();
  for (const payout of payouts)
    byBatch.set(payout.batchId, [...(byBatch.get(payout.batchId) ?? []), outcomeOf(payout)]);
  for (const [batchId, outcomes] of byBatch) await applyPayoutOutcomes(deps, batchId, outcomes);
}

async function askStripe<T>(deps: AppDeps, question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (!(error instanceof StripeConnectUnavailable)) throw error;
    deps.logger.warn({ err: error, stripeCode: error.stripeCode }, 'stripe connect unavailable for a webhook');
    // Any answer but 2xx makes Stripe deliver the event again later.
    throw new AppError('CONFLICT', { message: CONNECT_WEBHOOK_MESSAGES.stripeDown, reason: 'PROVIDER_DOWN' });
  }
}

/** The whole transfer came back to the platform: the payout is returned to the wallet. */
async function transferReversed(deps: AppDeps, transfer: Stripe.Transfer): Promise<void> {
  const payoutId = payoutIdOfTransfer(transfer);
  const destination = typeof transfer.destination === 'string' ? transfer.destination : transfer.destination?.id;
  if (!payoutId || !destination) return;
  // A partial reversal is not ours (Liner reverses whole transfers): the operator settles it.
  if (!transfer.reversed) {
    deps.logger.warn({ transferId: transfer.id, payoutId }, 'stripe transfer partly reversed');
    return;
  }
  const payouts = await stripePayouts(deps, [payoutId], destination);
  await settle(deps, payouts, (payout) => ({
    payoutId: payout.id,
    outcome: 'returned',
    reason: STRIPE_RETURNS.reversed,
  }));
}

/** The connected account's payout reached its bank: the transfers it carried are paid. */
async function accountPayoutPaid(deps: AppDeps, services: StripeConnectServices, accountId: string, id: string) {
  const refs = await askStripe(deps, () => services.client.transfersInPayout(accountId, id));
  const payouts = await stripePayouts(
    deps,
    refs.map((ref) => ref.payoutId),
    accountId,
  );
  await settle(deps, payouts, (payout) => ({ payoutId: payout.id, outcome: 'paid', reason: null }));
}

/**
 * The bank refused the connected account's payout: Stripe keeps the money in the account's
 * balance. Each transfer it carried is taken back to the platform first, so the money is not
 * both in the wallet again and paid out by Stripe once the bank details are fixed.
 */
async function accountPayoutFailed(
  deps: AppDeps,
  services: StripeConnectServices,
  accountId: string,
  payout: Stripe.Payout,
) {
  const refs = await askStripe(deps, () => services.client.transfersInPayout(accountId, payout.id));
  const transferOf = new Map<number, StripeTransferRef>(refs.map((ref) => [ref.payoutId, ref]));
  const payouts = (
    await stripePayouts(
      deps,
      refs.map((ref) => ref.payoutId),
      accountId,
    )
  ).filter((row) => isPayoutReturnable(row.status));
  for (const row of payouts) {
    const ref = transferOf.get(row.id);
    if (ref && !ref.reversed)
      await askStripe(deps, () => services.client.reverseTransfer(ref.transferId, reversalKey(row.id)));
  }
  const reason = STRIPE_RETURNS.bankRefused(payout.failure_message ?? payout.failure_code ?? null);
  await settle(deps, payouts, (row) => ({ payoutId: row.id, outcome: 'returned', reason }));
}

/**
 * POST webhooks/stripe-connect: the Connect endpoint's events, believed only when the signature
 * verifies with STRIPE_CONNECT_WEBHOOK_SECRET (the SDK also refuses an old timestamp). A reversed
 * transfer, or a payout of the connected account that failed, returns the payout to the wallet;
 * one that reached the bank marks it paid. An event delivered again changes nothing (a payout is
 * settled once); events about payouts that are not ours are acknowledged and ignored.
 */
export async function receiveStripeConnectEvent(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true }> {
  const services = stripeConnectOf(deps);
  if (!services) throw new AppError('NOT_FOUND', { message: CONNECT_WEBHOOK_MESSAGES.off });
  let event: Stripe.Event;
  try {
    event = services.stripe.webhooks.constructEvent(rawBody, signature ?? '', services.webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', { message: CONNECT_WEBHOOK_MESSAGES.signature, reason: 'WEBHOOK_SIGNATURE' });
  }
  switch (event.type) {
    case 'transfer.reversed':
      await transferReversed(deps, event.data.object);
      break;
    // A connected account's own payout comes with the account's id; the platform's have none.
    case 'payout.paid':
      if (event.account) await accountPayoutPaid(deps, services, event.account, event.data.object.id);
      break;
    case 'payout.failed':
      if (event.account) await accountPayoutFailed(deps, services, event.account, event.data.object);
      break;
    default:
      break;
  }
  return { received: true };
}
