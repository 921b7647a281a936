import { and, eq, isNull } from 'drizzle-orm';
import { ADVANCE_MESSAGES, type AdvanceOfferResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserById, updateUserAccount } from '../auth/index.js';
import { postLedgerTransaction } from '../ledger/index.js';
import { findCurrentAdvanceOffer, presentAdvanceOffer } from './advance-offers.js';
import { advanceOffers } from './tables.js';

/**
 * POST accept-advance: the account takes the advance an operator offered, at the amount offered.
 * One transaction: the offer is marked accepted (only an open offer: a repeat finds none and
 * answers the accepted one), the advance is paid into earnings against the account's advance
 * debt (ledger key `advance:{offerId}`), and instantAdvanceConfirmed is set.
 */
export async function acceptAdvance(deps: AppDeps, userId: number): Promise<AdvanceOfferResponse> {
  const user = await findUserById(deps.db, userId);
  const current = await findCurrentAdvanceOffer(deps.db, userId);
  if (!user || !current) throw new AppError('CONFLICT', { message: ADVANCE_MESSAGES.notOffered });
  if (current.acceptedAt) return { offer: await presentAdvanceOffer(deps.db, current) };

  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(advanceOffers)
      .set({ acceptedAt: at })
      .where(and(eq(advanceOffers.id, current.id), isNull(advanceOffers.acceptedAt), isNull(advanceOffers.withdrawnAt)))
      .returning();
    // Withdrawn meanwhile, or accepted by a racing request (which booked it).
    if (!accepted) return;
    const posted = await postLedgerTransaction(
      tx,
      {
        kind: 'advance',
        idempotencyKey: `advance:${accepted.id}`,
        occurredAt: at,
        accountingDate: at.toISOString().slice(0, 10),
        reference: `advance:${accepted.id}`,
        lines: [
          { account: { userId, purpose: 'earnings' }, amountMicros: accepted.amountMicros, memo: 'Royalty advance' },
          { account: { userId, purpose: 'advance' }, amountMicros: -accepted.amountMicros },
        ],
      },
      deps.config.money.currency,
    );
    await tx
      .update(advanceOffers)
      .set({ ledgerTransactionId: posted.transactionId })
      .where(eq(advanceOffers.id, accepted.id));
    await updateUserAccount(tx, userId, { instantAdvanceConfirmed: true, updatedAt: at });
  });
  const after = await findCurrentAdvanceOffer(deps.db, userId);
  if (!after?.acceptedAt) throw new AppError('CONFLICT', { message: ADVANCE_MESSAGES.notOffered });
  return { offer: await presentAdvanceOffer(deps.db, after) };
}
