/**
 * A statement's matched money summed per track (or owner, for lines matched by UPC only) and sale
 * date while the file streams: a few thousand sums for a million lines. No database code here
 * (post-statement-earnings.ts allocates and posts the sums): the import process collects them.
 */
import { ExactSum } from '@liner/domain';

interface EarningsSum {
  trackId: number | null;
  ownerUserId: number;
  saleDate: string;
  amount: ExactSum;
}

/** The sums as plain data (they cross from the import process to the transaction's). */
export interface EarningsSnapshot {
  sums: { trackId: number | null; ownerUserId: number; saleDate: string; amountMicros: bigint }[];
  unmatchedMicros: bigint;
}

export class EarningsCollector {
  /**
   * Track id (or minus the owner's id for lines matched by UPC only) -> sale date -> sum. Nested
   * maps with exact double sums: no key string and no bigint allocated per line.
   */
  private readonly sums = new Map<number, Map<string, EarningsSum>>();
  private readonly unmatched = new ExactSum();

  get unmatchedMicros(): bigint {
    return this.unmatched.total;
  }

  snapshot(): EarningsSnapshot {
    const sums = [...this.sums.values()]
      .flatMap((byDate) => [...byDate.values()])
      .map((sum) => ({
        trackId: sum.trackId,
        ownerUserId: sum.ownerUserId,
        saleDate: sum.saleDate,
        amountMicros: sum.amount.total,
      }));
    return { sums, unmatchedMicros: this.unmatchedMicros };
  }

  static fromSnapshot(snapshot: EarningsSnapshot): EarningsCollector {
    const collector = new EarningsCollector();
    for (const sum of snapshot.sums) collector.add(sum, sum.saleDate, sum.amountMicros);
    collector.unmatched.add(snapshot.unmatchedMicros);
    return collector;
  }

  add(match: { trackId: number | null; ownerUserId: number } | null, saleDate: string, amountMicros: bigint): void {
    if (!match) {
      this.unmatched.add(amountMicros);
      return;
    }
    const key = match.trackId ?? -match.ownerUserId;
    let byDate = this.sums.get(key);
    if (!byDate) this.sums.set(key, (byDate = new Map()));
    let sum = byDate.get(saleDate);
    if (!sum)
      byDate.set(
        saleDate,
        (sum = { trackId: match.trackId, ownerUserId: match.ownerUserId, saleDate, amount: new ExactSum() }),
      );
    sum.amount.add(amountMicros);
  }
}
