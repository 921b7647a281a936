import { and, eq, inArray } from 'drizzle-orm';
import { formatMicros, type ConfirmSplitResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { confirmEmailFirstError } from '../../platform/permissions/authorize.js';
import type { UserRow } from '../auth/index.js';
import { findTracksWithReleases } from '../releases/index.js';
import { invitedAddressOf } from './invited-address.js';
import { findLatestVersion, lockSplit } from './split-queries.js';
import { notifyOwnerOfAnswer } from './split-invitations.js';
import { settleHolds } from './split-holds.js';
import { settleSplitEarnings } from './split-earnings.js';
import { splitPayees, splitVersions } from './tables.js';

/**
 * POST split/confirm: the invited payee (the account that confirmed the invited e-mail) accepts or
 * declines the newest version. The answer also covers their rows of earlier versions still
 * pending, so everything held for them in this split is released (accept) or returned to the
 * owner (decline) in the same transaction, under the split's lock so no import adds to the hold
 * meanwhile. A payee answers once per version; the owner asks again by changing their share.
 */
export async function confirmSplit(
  deps: AppDeps,
  user: UserRow,
  splitId: number,
  accept: boolean,
): Promise<ConfirmSplitResponse> {
  const email = invitedAddressOf(user);
  if (email === null) throw confirmEmailFirstError();
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const split = await lockSplit(tx, splitId);
    const latest = split ? await findLatestVersion(tx, splitId) : null;
    const mine = latest?.payees.find((payee) => payee.email === email);
    if (!split || !mine) throw new AppError('NOT_FOUND', { message: 'No such split' });
    if (mine.status !== 'pending')
      throw new AppError('CONFLICT', { message: `You have already ${mine.status} this split` });

    const pending = await tx
      .select({ id: splitPayees.id })
      .from(splitPayees)
      .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
      .where(and(eq(splitVersions.splitId, splitId), eq(splitPayees.email, email), eq(splitPayees.status, 'pending')));
    const ids = pending.map((row) => row.id);
    await tx
      .update(splitPayees)
      .set({ status: accept ? 'accepted' : 'declined', userId: user.id, respondedAt: now })
      .where(inArray(splitPayees.id, ids));
    const track = (await findTracksWithReleases(tx, [split.trackId])).get(split.trackId)?.track;
    const reference = `Royalty split #${splitId}: ${track?.title ?? 'track'}`;
    const moved = await settleHolds(
      tx,
      ids,
      accept ? { released: true, payeeUserId: user.id } : { released: false, ownerUserId: split.ownerUserId },
      now,
      reference,
      deps.config.money.currency,
    );
    await settleSplitEarnings(tx, ids, { released: accept, payeeUserId: user.id });
    return { ownerUserId: split.ownerUserId, trackTitle: track?.title ?? '', moved };
  });
  await notifyOwnerOfAnswer(deps, result.ownerUserId, user, result.trackTitle, accept);
  return {
    message: accept ? 'Split accepted' : 'Split declined',
    status: accept ? 'accepted' : 'declined',
    // Held money that moved: to the payee on accept, back to the owner on decline.
    settled: formatMicros(result.moved, 6),
  };
}

/** POST split/bulk/accept: accepts every listed split still waiting for this payee; others are skipped. */
export async function bulkAcceptSplits(
  deps: AppDeps,
  user: UserRow,
  splitIds: number[],
): Promise<{ accepted: number[] }> {
  const accepted: number[] = [];
  for (const splitId of [...new Set(splitIds)]) {
    try {
      await confirmSplit(deps, user, splitId, true);
      accepted.push(splitId);
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'NOT_FOUND' && error.code !== 'CONFLICT')) throw error;
    }
  }
  return { accepted };
}
