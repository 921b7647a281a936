/**
 * A trend import's daily and monthly rollups, summed in memory from its facts (the levels of
 * forEachRollupLevel in fact-writer.ts) and written as each day is complete: a file sorted by day
 * (as the stores send them) writes each day's rows once, sorted by the table's key, while the
 * next day is read. A day that comes back later is added to its rows (rollup-rows-writer.ts).
 */
import type { TrendDictionary } from '@liner/ddex/trends';
import { BinaryFields, CopyBinaryBuffer } from '../../platform/copy-binary.js';
import type { DbExecutor } from '../../platform/db.js';
import { ALL_COUNTRIES, forEachRollupLevel, type RollupLevel, UNKNOWN_COUNTRY } from './fact-writer.js';
import { RollupSums, type TakenSums } from './rollup-sums.js';
import { rankBy, type TrendSlots } from './trend-slots.js';
import type { TrendTargets } from './trend-targets.js';
import type { WriteLane } from './write-lane.js';

/** rollupColumns: user_id, release_id, track_id, platform, metric, dimension, value, country, day or month, amount. */
const ROLLUP_FIELDS = 10;

/**
 * The daily rollup groups fact groups add to, LEVEL_STRIDE numbers per fact group: how many for
 * its totals, how many for its slices, then up to 6 of each (forEachRollupLevel).
 */
export const LEVEL_STRIDE = 14;
const SLICES_AT = 7;
/** Where a fact group's totals' and slices' levels are (count first), and the dimension that says which. */
const LEVEL_KINDS = [
  [0, ''],
  [SLICES_AT, 'slice'],
] as const;

export class TrendRollups {
  private readonly daily: RollupSums;
  private readonly monthly: RollupSums;
  /** Rollup countries: ALL_COUNTRIES, UNKNOWN_COUNTRY, then codes; by the dictionary's country id. */
  private readonly countries: string[] = [ALL_COUNTRIES, UNKNOWN_COUNTRY];
  private readonly countryOfId: number[] = [];
  /** Months (their first day) by text, and each day's month. */
  private readonly monthOfDay: number[] = [];
  private readonly months = new Map<string, number>();

  constructor(
    db: DbExecutor,
    lane: WriteLane,
    readonly dictionary: TrendDictionary,
    private readonly platform: string,
    private readonly targets: TrendTargets,
    private readonly slots: TrendSlots,
  ) {
    this.daily = new RollupSums(db, lane, 'analytics_daily');
    this.monthly = new RollupSums(db, lane, 'analytics_monthly');
  }

  /**
   * Writes the daily rollup groups of facts of (day, country, target), country -1 for slices of
   * every country, at `levels[at]` (LEVEL_STRIDE numbers); valid until the next flush.
   */
  levelsOf(day: number, country: number, target: number, levels: Int32Array, at: number): void {
    const { releaseId, trackId } = this.targets;
    const fact = this.fact;
    fact.releaseId = releaseId[target] as number;
    fact.trackId = trackId[target] as number;
    fact.country = country === -1 ? ALL_COUNTRIES : (this.dictionary.countries[country] ?? '');
    const visiting = this.visiting;
    visiting.day = day;
    visiting.byCountry = country === -1 ? 0 : this.rollupCountry(country);
    visiting.target = target;
    visiting.levels = levels;
    for (const [offset, dimension] of LEVEL_KINDS) {
      fact.dimension = dimension;
      visiting.at = at + offset;
      levels[at + offset] = 0;
      forEachRollupLevel(fact, this.visitLevel);
    }
  }

  /** levelsOf's fact and where it writes, kept between calls: no object per fact group. */
  private readonly fact = { releaseId: 0, trackId: 0, country: '', dimension: '' };
  private readonly visiting: { day: number; byCountry: number; target: number; levels: Int32Array; at: number } = {
    day: 0,
    byCountry: 0,
    target: 0,
    levels: new Int32Array(0),
    at: 0,
  };
  private readonly visitLevel = (level: RollupLevel, perCountry: boolean): void => {
    const { levels, at } = this.visiting;
    const n = levels[at] as number;
    levels[at + 1 + n] = this.daily.groupOf(
      this.visiting.day,
      perCountry ? this.visiting.byCountry : 0,
      this.targets.at(this.visiting.target, level),
    );
    levels[at] = n + 1;
  };

  /** A fact's count, added at each of its levels (levelsOf its group at `levels[at]`; its slot says total or slice). */
  addFact(levels: Int32Array, at: number, slot: number, amount: number): void {
    const from = this.slots.dimension[slot] === -1 ? at : at + SLICES_AT;
    const n = levels[from] as number;
    for (let k = 1; k <= n; k += 1) this.daily.addTo(levels[from + k] as number, slot, amount);
  }

  /**
   * Writes the days other than `keepDay` (every day when -1) and adds them to their months; then
   * the months other than `keepDay`'s likewise.
   */
  async flush(keepDay: number): Promise<void> {
    const days = this.daily.take(keepDay);
    for (let i = 0; i < days.size; i += 1)
      this.monthly.add(
        this.monthOf(days.period[i] as number),
        days.country[i] as number,
        days.target[i] as number,
        days.slot[i] as number,
        days.amount[i] as number,
      );
    await this.write(this.daily, days, (day) => this.dictionary.days[day] ?? '');
    const months = this.monthly.take(keepDay === -1 ? -1 : this.monthOf(keepDay));
    const monthText = [...this.months.keys()];
    await this.write(this.monthly, months, (month) => monthText[month] ?? '');
  }

  private async write(sums: RollupSums, taken: TakenSums, period: (id: number) => string): Promise<void> {
    if (taken.size === 0) return;
    const { slots, countries } = this;
    const periods = [...new Set(taken.period.subarray(0, taken.size))];
    const order = this.keyOrder(taken, periods, period);
    const rows = new CopyBinaryBuffer();
    const countryFields = countries.map((country) => BinaryFields.of((f) => f.text(country)));
    const periodFields: Buffer[] = [];
    for (const p of periods) periodFields[p] = BinaryFields.of((f) => f.date(period(p)));
    for (let k = 0; k < order.length; k += 1) {
      const i = order[k] as number;
      const slot = taken.slot[i] as number;
      const amount = taken.amount[i] as number;
      if (!Number.isSafeInteger(amount)) throw new Error(`a count summed past 2^53: ${amount}`);
      rows
        .row(ROLLUP_FIELDS)
        .raw(this.targetFields(taken.target[i] as number))
        .raw(slots.rollupFields[slot] as Buffer)
        .raw(countryFields[taken.country[i] as number] as Buffer)
        .raw(periodFields[taken.period[i] as number] as Buffer)
        .int8(amount);
    }
    await sums.writer.write(rows.take(), sums.markWritten(periods));
  }

  /** By target: its account, release, track and the platform, as COPY binary fields (rollupColumns). */
  private readonly targetFieldsOf: Buffer[] = [];

  private targetFields(target: number): Buffer {
    let fields = this.targetFieldsOf[target];
    if (fields === undefined) {
      const { userId, releaseId, trackId } = this.targets;
      fields = BinaryFields.of((f) =>
        f
          .int4(userId[target] as number)
          .int4(releaseId[target] as number)
          .int4(trackId[target] as number)
          .text(this.platform),
      );
      this.targetFieldsOf[target] = fields;
    }
    return fields;
  }

  /**
   * The entries in the order of the table's key (user, metric, dimension, release, track,
   * country, period, value): index pages are then filled in order, not touched at random.
   */
  private keyOrder(taken: TakenSums, periods: number[], period: (id: number) => string): Uint32Array {
    const { targets, slots, countries } = this;
    const slotRanks = slots.ranks();
    const periodRank = rankBy(periods, period);
    const countryRank = rankBy(
      countries.map((_, i) => i),
      (i) => countries[i] ?? '',
    );
    const n = taken.size;
    // Five numbers per entry: (user, metric and dimension), release, track, (country, period), value.
    const first = new Float64Array(n);
    const second = new Float64Array(n);
    const third = new Float64Array(n);
    const fourth = new Float64Array(n);
    const fifth = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      const target = taken.target[i] as number;
      const slot = taken.slot[i] as number;
      first[i] = (targets.userId[target] as number) * 65_536 + (slotRanks.byMetric[slot] as number);
      second[i] = targets.releaseId[target] as number;
      third[i] = targets.trackId[target] as number;
      fourth[i] =
        (countryRank[taken.country[i] as number] as number) * 65_536 +
        (periodRank[taken.period[i] as number] as number);
      fifth[i] = slotRanks.byValue[slot] as number;
    }
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i += 1) order[i] = i;
    return order.sort(
      (x, y) =>
        (first[x] as number) - (first[y] as number) ||
        (second[x] as number) - (second[y] as number) ||
        (third[x] as number) - (third[y] as number) ||
        (fourth[x] as number) - (fourth[y] as number) ||
        (fifth[x] as number) - (fifth[y] as number),
    );
  }

  private rollupCountry(country: number): number {
    let index = this.countryOfId[country];
    if (index === undefined) {
      const code = this.dictionary.countries[country] || UNKNOWN_COUNTRY;
      index = this.countries.indexOf(code);
      if (index === -1) index = this.countries.push(code) - 1;
      this.countryOfId[country] = index;
    }
    return index;
  }

  private monthOf(day: number): number {
    let month = this.monthOfDay[day];
    if (month === undefined) {
      const text = `${(this.dictionary.days[day] ?? '').slice(0, 7)}-01`;
      month = this.months.get(text) ?? this.months.size;
      this.months.set(text, month);
      this.monthOfDay[day] = month;
    }
    return month;
  }
}
