/**
 * Rollup sums of one table held in memory by a trend import: (period, level target, rollup
 * country) groups x slots, in typed-array tables; taken out a period at a time, column by column.
 */
import { PairTable } from './pair-table.js';
import { RollupRowsWriter, type RollupTable } from './rollup-rows-writer.js';
import type { DbExecutor } from '../../platform/db.js';
import type { WriteLane } from './write-lane.js';

/** A group's period and country share one int32 key: the country's index in its low 10 bits. */
const COUNTRY_BITS = 10;

/** Sums taken out, entry i across the arrays. */
export interface TakenSums {
  size: number;
  period: Int32Array;
  country: Int32Array;
  target: Int32Array;
  slot: Int32Array;
  amount: Float64Array;
}

export class RollupSums {
  private groups = new PairTable(1 << 14);
  private groupPeriod: number[] = [];
  private groupCountry: number[] = [];
  private groupTarget: number[] = [];
  private sums = new PairTable(1 << 16);
  /** Periods written before: their rows exist. */
  private readonly written = new Set<number>();
  readonly writer: RollupRowsWriter;

  constructor(db: DbExecutor, lane: WriteLane, table: RollupTable) {
    this.writer = new RollupRowsWriter(db, lane, table);
  }

  /** The group of (period, country, target); valid until the next `take`. */
  groupOf(period: number, country: number, target: number): number {
    const key = period * (1 << COUNTRY_BITS) + country;
    if (country >= 1 << COUNTRY_BITS || key > 0x7fffffff) throw new Error('too many days or countries in one file');
    const at = this.groups.slot(key, target, -1);
    let group = this.groups.value(at);
    if (group === -1) {
      group = this.groupPeriod.length;
      this.groups.setValue(at, group);
      this.groupPeriod.push(period);
      this.groupCountry.push(country);
      this.groupTarget.push(target);
    }
    return group;
  }

  addTo(group: number, slot: number, amount: number): void {
    this.sums.add(group, slot, amount);
  }

  add(period: number, country: number, target: number, slot: number, amount: number): void {
    this.sums.add(this.groupOf(period, country, target), slot, amount);
  }

  /** Takes the sums of every period but `keep` (all when -1): they leave; the rest stay. */
  take(keep: number): TakenSums {
    const n = this.sums.size;
    const taken = emptySums(n);
    const kept = emptySums(n);
    this.sums.forEach((group, slot, amount) => {
      const into = this.groupPeriod[group] === keep ? kept : taken;
      const i = into.size;
      into.period[i] = this.groupPeriod[group] as number;
      into.country[i] = this.groupCountry[group] as number;
      into.target[i] = this.groupTarget[group] as number;
      into.slot[i] = slot;
      into.amount[i] = amount;
      into.size = i + 1;
    });
    this.groups = new PairTable(1 << 14);
    this.groupPeriod = [];
    this.groupCountry = [];
    this.groupTarget = [];
    this.sums = new PairTable(Math.max(1 << 16, kept.size));
    for (let i = 0; i < kept.size; i += 1)
      this.add(
        kept.period[i] as number,
        kept.country[i] as number,
        kept.target[i] as number,
        kept.slot[i] as number,
        kept.amount[i] as number,
      );
    return taken;
  }

  /** Whether any of these periods was written before; records them as written. */
  markWritten(periods: Iterable<number>): boolean {
    let again = false;
    for (const period of periods) {
      if (this.written.has(period)) again = true;
      this.written.add(period);
    }
    return again;
  }
}

function emptySums(n: number): TakenSums {
  return {
    size: 0,
    period: new Int32Array(n),
    country: new Int32Array(n),
    target: new Int32Array(n),
    slot: new Int32Array(n),
    amount: new Float64Array(n),
  };
}
