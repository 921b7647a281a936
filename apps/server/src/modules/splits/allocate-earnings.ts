// CONTRACT between the splits area (owner) and the statements area (caller). The splits
// engineer implements allocateTrackEarnings; the signature stays as it is.
import type { DbExecutor } from '../../platform/db.js';

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

/** Every micro-unit is assigned; rounding remainders go to the owner (stated, tested rule). */
export async function allocateTrackEarnings(db: DbExecutor, input: AllocateInput): Promise<EarningsShare[]> {
  void db;
  return [{ userId: input.ownerUserId, payeeEmail: null, amountMicros: input.amountMicros, held: false, splitId: null }];
}
