/**
 * Splitting an amount of micro-units between a track's owner and its payees.
 *
 * ROUNDING RULE (stated once, tested): each payee receives amount x share / 10 000 truncated
 * toward zero, so a payee never gets more than their exact share (for positive amounts this is
 * the floor); the owner receives everything that is left, including every rounding remainder.
 * Because truncation is symmetric, a refund of X allocates exactly the negation of a sale of X.
 *
 * RECOUP: a flat amount repaid to one payee first. `recoupedMicros` is the net amount repaid so
 * far and always stays within [0, target]. A positive amount first fills what is still owed (the
 * recoup payee takes 100 % of it); only the rest is split by shares, so an amount straddling the
 * target is split exactly at it. A negative amount (refund, chargeback) first drains what was
 * repaid, so refunding a sale that went to recoup takes it back from the same payee and reopens
 * the recoup by that much; the rest is split by shares.
 */
import { MAX_TOTAL_BASIS_POINTS } from './shares.js';

export interface SharePayee<K> {
  key: K;
  shareBasisPoints: number;
}
export interface Allocation<K> {
  key: K;
  amountMicros: bigint;
}

export interface RecoupState<K> {
  payeeKey: K;
  targetMicros: bigint;
  recoupedMicros: bigint;
}

export interface RecoupAllocation<K> {
  allocations: Allocation<K>[];
  /** The part of the amount that went to (or came back from) the recoup payee. */
  recoupMicros: bigint;
  /** Net repaid after this amount. */
  recoupedMicros: bigint;
}

function checkShares<K>(payees: readonly SharePayee<K>[], ownerKey: K): void {
  let total = 0;
  for (const payee of payees) {
    if (!Number.isInteger(payee.shareBasisPoints) || payee.shareBasisPoints < 0)
      throw new RangeError('A share is a whole, non-negative number of basis points');
    if (payee.key === ownerKey) throw new RangeError('The owner cannot be a payee');
    total += payee.shareBasisPoints;
  }
  if (total > MAX_TOTAL_BASIS_POINTS) throw new RangeError('Shares add up to more than 100 %');
}

/**
 * Payees in the given order, then the owner (always present, possibly 0). Every micro-unit of
 * `amountMicros` is in exactly one allocation.
 */
export function allocate<K>(amountMicros: bigint, payees: readonly SharePayee<K>[], ownerKey: K): Allocation<K>[] {
  checkShares(payees, ownerKey);
  let assigned = 0n;
  const allocations = payees.map((payee) => {
    // BigInt division truncates toward zero: the stated rule for both signs.
    const share = (amountMicros * BigInt(payee.shareBasisPoints)) / BigInt(MAX_TOTAL_BASIS_POINTS);
    assigned += share;
    return { key: payee.key, amountMicros: share };
  });
  allocations.push({ key: ownerKey, amountMicros: amountMicros - assigned });
  return allocations;
}

/** `allocate` after the recoup condition; the recoup part is added to the recoup payee's allocation. */
export function allocateWithRecoup<K>(
  amountMicros: bigint,
  payees: readonly SharePayee<K>[],
  ownerKey: K,
  recoup: RecoupState<K> | null,
): RecoupAllocation<K> {
  if (!recoup) return { allocations: allocate(amountMicros, payees, ownerKey), recoupMicros: 0n, recoupedMicros: 0n };
  if (recoup.targetMicros < 0n || recoup.recoupedMicros < 0n || recoup.recoupedMicros > recoup.targetMicros) {
    throw new RangeError('Recoup progress must lie between 0 and the recoup amount');
  }
  if (!payees.some((payee) => payee.key === recoup.payeeKey))
    throw new RangeError('The recoup payee must be one of the payees');
  const owed = recoup.targetMicros - recoup.recoupedMicros;
  const recoupMicros =
    amountMicros >= 0n
      ? amountMicros < owed
        ? amountMicros
        : owed
      : -amountMicros < recoup.recoupedMicros
        ? amountMicros
        : -recoup.recoupedMicros;
  const allocations = allocate(amountMicros - recoupMicros, payees, ownerKey);
  for (const allocation of allocations) {
    if (allocation.key === recoup.payeeKey) allocation.amountMicros += recoupMicros;
  }
  return { allocations, recoupMicros, recoupedMicros: recoup.recoupedMicros + recoupMicros };
}
