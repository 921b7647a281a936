// CONTRACT between the splits area (owner) and the statements area (caller). The splits
// engineer implements allocateTrackEarnings; the signature stays as it is.
import { allocateWithRecoup, type SharePayee } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findEffectiveVersion, lockSplit, resolvePayeeAccounts, withPayees } from './split-queries.js';
import { recordHold, recordRecoupProgress } from './split-holds.js';
import { recordSplitEarning } from './split-earnings.js';

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
  const ownerOnly = (splitId: number | null): EarningsShare[] => [{ userId: input.ownerUserId, payeeEmail: null, amountMicros: input.amountMicros, held: false, splitId }];
  const version = await findEffectiveVersion(db, input.trackId, input.ownerUserId, input.saleDate);
  if (!version) return ownerOnly(null);
  // Serialises with acceptance (which settles holds) and with a concurrent import of the same
  // track; the payees' answers and the recoup progress are read only after the lock, so an
  // acceptance that committed meanwhile is seen and nothing is held for an accepted payee.
  await lockSplit(db, version.splitId);
  const found = await withPayees(db, version.splitId, version);
  const { payees, recoup } = found;
  const sharing = payees.filter((payee) => payee.status !== 'declined');
  if (sharing.length === 0 || input.amountMicros === 0n) return ownerOnly(found.splitId);

  const recoupPayee = recoup ? sharing.find((payee) => payee.email === recoup.payeeEmail) : undefined;
  const result = allocateWithRecoup<number>(
    input.amountMicros,
    sharing.map((payee): SharePayee<number> => ({ key: payee.id, shareBasisPoints: payee.shareBasisPoints })),
    OWNER,
    recoup && recoupPayee ? { payeeKey: recoupPayee.id, targetMicros: recoup.amountMicros, recoupedMicros: recoup.recoupedMicros } : null,
  );
  if (recoup && recoupPayee && result.recoupMicros !== 0n) await recordRecoupProgress(db, recoup.id, result.recoupedMicros);

  const accounts = await resolvePayeeAccounts(db, sharing);
  const shares: EarningsShare[] = [];
  for (const allocation of result.allocations) {
    if (allocation.key === OWNER) {
      shares.push({ userId: input.ownerUserId, payeeEmail: null, amountMicros: allocation.amountMicros, held: false, splitId: found.splitId });
      continue;
    }
    if (allocation.amountMicros === 0n) continue;
    const payee = sharing.find((row) => row.id === allocation.key)!;
    const userId = accounts.get(payee.id) ?? null;
    const held = payee.status !== 'accepted';
    if (held) await recordHold(db, payee.id, userId ?? input.ownerUserId, allocation.amountMicros);
    await recordSplitEarning(db, {
      splitId: found.splitId, payeeId: payee.id, payeeUserId: userId, ownerUserId: input.ownerUserId,
      saleDate: input.saleDate, amountMicros: allocation.amountMicros, held,
    });
    shares.push({ userId, payeeEmail: payee.email, amountMicros: allocation.amountMicros, held, splitId: found.splitId });
  }
  return shares;
}
