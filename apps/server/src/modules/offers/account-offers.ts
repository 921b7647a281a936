import { and, eq, isNull } from 'drizzle-orm';
import {
  ADVANCE_MESSAGES,
  type AccountOffersView,
  resolveDisplayName,
  type UpdateAccountOffersRequest,
} from '@liner/domain';
import { invalidateUser } from '../../platform/app-caches.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { findUserById, updateUserAccount } from '../auth/index.js';
import { advanceEstimateOf, presentEstimate } from './advance-estimate.js';
import { findCurrentAdvanceOffer, outstandingAdvanceMicros, presentAdvanceOffer } from './advance-offers.js';
import { findPriorityAgreement } from './find-priority-agreement.js';
import { advanceOffers } from './tables.js';

const NO_ACCOUNT = 'There is no account with this id';

/** Operator: GET admin/accounts/{userId}/offers. */
export async function accountOffers(deps: AppDeps, userId: number): Promise<AccountOffersView> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', { message: NO_ACCOUNT });
  const agreement = await findPriorityAgreement(deps.db, userId);
  return {
    userId,
    email: user.email,
    name: resolveDisplayName(user),
    priorityMember: user.priorityMember,
    priorityAccepted: user.priorityAccepted,
    prioritySignedAt: agreement?.signedAt.toISOString() ?? null,
    advance: await presentAdvanceOffer(deps.db, await findCurrentAdvanceOffer(deps.db, userId)),
    estimate: presentEstimate(await advanceEstimateOf(deps.db, userId, deps.clock.now())),
  };
}

/**
 * Operator: POST admin/accounts/{userId}/offers. Priority: offered or withdrawn (a signed
 * agreement stays signed; withdrawing ends the membership). Advance: offered at today's
 * estimate, refused without one or while an earlier advance is open or not repaid; withdrawn
 * only while not accepted.
 */
export async function updateAccountOffers(
  deps: AppDeps,
  operatorId: number,
  userId: number,
  input: UpdateAccountOffersRequest,
): Promise<AccountOffersView> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', { message: NO_ACCOUNT });
  const now = deps.clock.now();
  if (input.priority !== undefined)
    await updateUserAccount(deps.db, userId, { priorityMember: input.priority, updatedAt: now });
  if (input.advance === true) await offerAdvance(deps, operatorId, userId, now);
  if (input.advance === false) await withdrawAdvance(deps, userId, now);
  invalidateUser(deps.caches, userId);
  return accountOffers(deps, userId);
}

async function offerAdvance(deps: AppDeps, operatorId: number, userId: number, now: Date): Promise<void> {
  const current = await findCurrentAdvanceOffer(deps.db, userId);
  if (current && !current.acceptedAt) throw fieldError('advance', 'This account already has an advance offer open');
  if ((await outstandingAdvanceMicros(deps.db, userId)) > 0n)
    throw fieldError('advance', 'This account is still repaying an advance');
  const estimate = await advanceEstimateOf(deps.db, userId, now);
  if (estimate.totalMicros === null) throw fieldError('advance', ADVANCE_MESSAGES.noEstimate);
  const amountMicros = estimate.totalMicros;
  await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(advanceOffers)
      .values({ userId, amountMicros, basisMicros: estimate.trailingMicros, offeredBy: operatorId, offeredAt: now })
      .onConflictDoNothing()
      .returning({ id: advanceOffers.id });
    if (inserted.length === 0) throw fieldError('advance', 'This account already has an advance offer open');
    await updateUserAccount(tx, userId, { instantAdvance: true, instantAdvanceConfirmed: false, updatedAt: now });
  });
}

async function withdrawAdvance(deps: AppDeps, userId: number, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(advanceOffers)
      .set({ withdrawnAt: now })
      .where(and(eq(advanceOffers.userId, userId), isNull(advanceOffers.acceptedAt), isNull(advanceOffers.withdrawnAt)))
      .returning({ id: advanceOffers.id });
    if (withdrawn.length === 0) throw fieldError('advance', 'There is no open advance offer to withdraw');
    await updateUserAccount(tx, userId, { instantAdvance: false, updatedAt: now });
  });
}
