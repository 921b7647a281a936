// CONTRACT between the splits area (owner) and the statements area (caller). The splits
// engineer implements allocateTrackEarnings; the signature stays as it is.
import { allocateWithRecoup, type SharePayee } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import {
  findEffectiveVersions,
  lockSplits,
  resolvePayeeAccounts,
  withPayeesOf,
  type VersionRow,
} from './split-queries.js';
import { recordHolds, recordRecoupProgress, type HoldInput } from './split-holds.js';
import { recordSplitEarnings, type SplitEarningInput } from './split-earnings.js';
import { recordAllocationBatch } from './reverse-allocations.js';

export interface EarningsShare {
  userId: number | null;
  /** A payee invited by e-mail who has no account yet, or has not accepted: money is held. */
  payeeEmail: string | null;
  amountMicros: bigint;
  held: boolean;
  splitId: number | null;
}

export interface AllocateInput {
  trackId: number;
  ownerUserId: number;
  amountMicros: bigint;
  /** The sale date decides which version of a split applies (splits have effective dates). */
  saleDate: string;
}

const OWNER = -1;

/**
 * Every micro-unit is assigned; rounding remainders go to the owner (stated, tested rule:
 * each payee's share is truncated toward zero, the owner gets the rest; see allocate.ts).
 *
 * Writes into the caller's transaction and expects the caller to post exactly these shares in
 * it: money held for a payee who has not accepted is recorded in split_holds (released on
 * acceptance), every payee's share is added to split_earnings by sale month (the sales screens'
 * splits and collabs, the wallet's last month), and recoup progress advances. Both roll back with the caller's transaction, and
 * a statement that was imported once is never allocated again (the import is claimed and keyed
 * by the file's hash), so a re-import cannot count a recoup twice.
 *
 * Held shares: `userId` is the payee's account when they have one (their held-split account
 * holds it), otherwise null and the money waits in the owner's held-split account.
 * A declined payee's share stays with the owner.
 */
export async function allocateTrackEarnings(db: DbExecutor, input: AllocateInput): Promise<EarningsShare[]> {
  const [shares] = await allocateManyTrackEarnings(db, [input]);
  return shares;
}

/**
 * allocateTrackEarnings for many sums in one go (an import's tracks with splits): a few queries
 * for the whole batch instead of about seven per sum. Answers each sum's shares in input order;
 * sums are allocated in that order, so a recoup carries from one sum to the next of its split.
 */
export async function allocateManyTrackEarnings(
  db: DbExecutor,
  inputs: readonly AllocateInput[],
  /** Names the allocation ("statement:<id>") so reverseSplitAllocations can take it back. */
  batch?: string,
): Promise<EarningsShare[][]> {
  const versions = await findEffectiveVersions(db, inputs);
  const found = versions.filter((version): version is VersionRow => version !== null);
  // Serialises with acceptance (which settles holds) and with a concurrent import of the same
  // tracks; the payees' answers and the recoup progress are read only after the locks, so an
  // acceptance that committed meanwhile is seen and nothing is held for an accepted payee.
  await lockSplits(
    db,
    found.map((version) => version.splitId),
  );
  const loaded = await withPayeesOf(db, found);
  const accounts = await resolvePayeeAccounts(
    db,
    [...loaded.values()].flatMap((entry) => entry.payees.filter((payee) => payee.status !== 'declined')),
  );

  const recouped = new Map<number, bigint>(); // recoup id -> progress after this batch's sums so far
  const recoupStart = new Map<number, bigint>(); // recoup id -> progress before this batch
  const holds: HoldInput[] = [];
  const splitShares: SplitEarningInput[] = [];
  const results = inputs.map((input, i): EarningsShare[] => {
    const ownerOnly = (splitId: number | null): EarningsShare[] => [
      { userId: input.ownerUserId, payeeEmail: null, amountMicros: input.amountMicros, held: false, splitId },
    ];
    const version = versions[i];
    if (!version) return ownerOnly(null);
    const { splitId, payees, recoup } = loaded.get(version.id)!;
    const sharing = payees.filter((payee) => payee.status !== 'declined');
    if (sharing.length === 0 || input.amountMicros === 0n) return ownerOnly(splitId);

    const recoupPayee = recoup ? sharing.find((payee) => payee.email === recoup.payeeEmail) : undefined;
    const result = allocateWithRecoup<number>(
      input.amountMicros,
      sharing.map((payee): SharePayee<number> => ({ key: payee.id, shareBasisPoints: payee.shareBasisPoints })),
      OWNER,
      recoup && recoupPayee
        ? {
            payeeKey: recoupPayee.id,
            targetMicros: recoup.amountMicros,
            recoupedMicros: recouped.get(recoup.id) ?? recoup.recoupedMicros,
          }
        : null,
    );
    if (recoup && recoupPayee && result.recoupMicros !== 0n) {
      if (!recoupStart.has(recoup.id)) recoupStart.set(recoup.id, recoup.recoupedMicros);
      recouped.set(recoup.id, result.recoupedMicros);
    }

    const shares: EarningsShare[] = [];
    for (const allocation of result.allocations) {
      if (allocation.key === OWNER) {
        shares.push({
          userId: input.ownerUserId,
          payeeEmail: null,
          amountMicros: allocation.amountMicros,
          held: false,
          splitId,
        });
        continue;
      }
      if (allocation.amountMicros === 0n) continue;
      const payee = sharing.find((row) => row.id === allocation.key)!;
      const userId = accounts.get(payee.id) ?? null;
      const held = payee.status !== 'accepted';
      if (held)
        holds.push({
          payeeId: payee.id,
          holderUserId: userId ?? input.ownerUserId,
          amountMicros: allocation.amountMicros,
        });
      splitShares.push({
        splitId,
        payeeId: payee.id,
        payeeUserId: userId,
        ownerUserId: input.ownerUserId,
        saleDate: input.saleDate,
        amountMicros: allocation.amountMicros,
        held,
      });
      shares.push({ userId, payeeEmail: payee.email, amountMicros: allocation.amountMicros, held, splitId });
    }
    return shares;
  });

  for (const [recoupId, progress] of recouped) await recordRecoupProgress(db, recoupId, progress);
  await recordHolds(db, holds);
  await recordSplitEarnings(db, splitShares);
  if (batch) {
    const moves = [...recouped].map(([recoupId, progress]) => ({
      recoupId,
      movedMicros: progress - (recoupStart.get(recoupId) ?? progress),
    }));
    await recordAllocationBatch(db, batch, splitShares, moves);
  }
  return results;
}
