/**
 * Exact integer totals that stay in a double while they can. Adding a bigint allocates a new
 * bigint each time; a statement import adds several figures per sale line, a million lines, so
 * totals live in a double (exact for integers up to 2^53) and move into a bigint only when a
 * value or the running sum passes 2^52 (4.5 billion currency units in micro-units).
 */
export const EXACT_DOUBLE_LIMIT = 2 ** 52;

/** True when `n` (a double) is outside the range where sums of two such values stay exact. */
export const outsideExactRange = (n: number): boolean => n > EXACT_DOUBLE_LIMIT || n < -EXACT_DOUBLE_LIMIT;

export class ExactSum {
  private small = 0;
  private big = 0n;

  add(value: bigint): void {
    // Number() of a bigint is exact up to 2^53, so a result within 2^52 means `value` was too.
    const n = Number(value);
    if (outsideExactRange(n)) {
      this.big += value;
      return;
    }
    this.addSafe(n);
  }

  /** Adds an integer already known to be within 2^52 in magnitude. */
  addSafe(n: number): void {
    const sum = this.small + n;
    if (outsideExactRange(sum)) {
      this.big += BigInt(this.small) + BigInt(n);
      this.small = 0;
    } else {
      this.small = sum;
    }
  }

  get total(): bigint {
    return this.big + BigInt(this.small);
  }
}
