import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { postLedgerTransaction } from '../ledger/index.js';
import { findPaymentMethod, providerUnavailable } from './card-on-file.js';
import type { CardFailure } from './payment-provider.js';
import { paymentProviderFor } from './provider-registry.js';
import { payments } from './tables.js';

export type PaymentRecord = typeof payments.$inferSelect;

export interface ChargeOnceInput {
  userId: number;
  amountCents: number;
  /** A plan id for a subscription charge, or the product of a one-off (cover-license, usage-discovery). */
  planId: string;
  description: string;
  /** Whose revenue it is in the ledger: a plan's, or an opt-in programme's fee. */
  revenue: 'subscription' | 'programme';
  /** One charge per key, whatever retries: the same key answers the first outcome. */
  idempotencyKey: string;
  subscriptionId?: number | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

export type ChargeOutcome = { status: 'paid'; payment: PaymentRecord } | { status: 'failed'; failure: CardFailure };

const CENT_MICROS = 10_000n;

function outcomeOf(row: PaymentRecord): ChargeOutcome {
  if (row.status === 'paid') return { status: 'paid', payment: row };
  if (row.status === 'failed')
    return { status: 'failed', failure: (row.failureCode as CardFailure) ?? 'CARD_DECLINED' };
  // Another request with this key is still at the provider.
  throw new AppError('CONFLICT', { message: 'This payment is still being processed; try again in a moment' });
}

/** The paid charge in the ledger: money in from the card, owed to the revenue it paid for. */
export async function postPaidCharge(db: DbExecutor, row: PaymentRecord, revenue: ChargeOnceInput['revenue']) {
  const micros = BigInt(row.amountCents) * CENT_MICROS;
  await postLedgerTransaction(
    db,
    {
      kind: 'card-payment',
      idempotencyKey: `payment:${row.id}`,
      occurredAt: row.paidAt ?? row.createdAt,
      reference: `invoice ${row.id}`,
      lines: [
        { account: { system: 'card-receipts' }, amountMicros: -micros, memo: row.description },
        {
          account: { system: revenue === 'subscription' ? 'subscription-revenue' : 'programme-revenue' },
          amountMicros: micros,
        },
      ],
    },
    row.currency,
  );
}

/**
 * Charges the account's card on file once, in the install's currency: a plan's period, an
 * upgrade's difference, or another programme's one-off fee (cover licensing). The attempt is
 * written first under its key (a repeat answers it), the provider is asked outside any
 * transaction, then the row becomes paid (with its ledger posting, in one transaction) or failed.
 * A zero amount is paid without asking the provider.
 */
export async function chargeOnce(deps: AppDeps, input: ChargeOnceInput): Promise<ChargeOutcome> {
  const [previous] = await deps.db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
  if (previous) return outcomeOf(previous);
  const provider = paymentProviderFor(deps);
  const card = await findPaymentMethod(deps.db, input.userId);
  if (!card || card.provider !== provider.name) return { status: 'failed', failure: 'CARD_DECLINED' };
  const now = deps.clock.now();
  const [pending] = await deps.db
    .insert(payments)
    .values({
      userId: input.userId,
      subscriptionId: input.subscriptionId ?? null,
      planId: input.planId,
      description: input.description,
      amountCents: input.amountCents,
      currency: deps.config.money.currency,
      status: 'pending',
      provider: provider.name,
      idempotencyKey: input.idempotencyKey,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (!pending) {
    const [raced] = await deps.db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
    return outcomeOf(raced);
  }
  let result: Awaited<ReturnType<typeof provider.charge>>;
  try {
    result =
      input.amountCents === 0
        ? { status: 'paid', chargeId: 'none' }
        : await provider.charge(
            {
              userId: input.userId,
              providerCustomerId: card.providerCustomerId,
              providerMethodId: card.providerMethodId,
              amountCents: input.amountCents,
              currency: deps.config.money.currency,
              description: input.description,
              idempotencyKey: input.idempotencyKey,
            },
            now,
          );
  } catch (error) {
    deps.logger.error({ err: error }, 'payment provider failed to charge');
    // Nothing is known to be charged: the key is freed so a retry asks the provider again (with
    // the same idempotency key there, so it cannot charge twice).
    await deps.db.delete(payments).where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')));
    throw providerUnavailable();
  }
  if (result.status === 'failed') {
    await deps.db
      .update(payments)
      .set({ status: 'failed', failureCode: result.failure })
      .where(eq(payments.id, pending.id));
    return result;
  }
  const paid = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'paid', providerChargeId: result.chargeId, paidAt: now })
      .where(eq(payments.id, pending.id))
      .returning();
    await postPaidCharge(tx, row, input.revenue);
    return row;
  });
  return { status: 'paid', payment: paid };
}

/** Links a paid charge to the subscription created with it (the subscription row comes after the charge). */
export async function linkPaymentToSubscription(db: DbExecutor, paymentId: number, subscriptionId: number) {
  await db.update(payments).set({ subscriptionId }).where(eq(payments.id, paymentId));
}
