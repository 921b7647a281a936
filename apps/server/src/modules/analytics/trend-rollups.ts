/**
 * A trend import's daily and monthly rollups, summed in memory from its facts (the levels of
 * forEachRollupLevel in fact-writer.ts) and written as each day is complete: a file sorted by day
 * (as the stores send them) writes each day's rows once, sorted by the table's key, while the
 * next day is read. A day that comes back later is added to its rows (rollup-rows-writer.ts).
 */
import type { TrendDictionary } from '@liner/ddex/trends';
import { BinaryFields, CopyBinaryBuffer } from '../../platform/copy-binary.js';
import type { DbExecutor } from '../../platform/db.js';
import { ALL_COUNTRIES, forEachRollupLevel, UNKNOWN_COUNTRY } from './fact-writer.js';
import { RollupSums, type TakenSums } from './rollup-sums.js';
import { rankBy, type TrendSlots } from './trend-slots.js';
import type { TrendTargets } from './trend-targets.js';
import type { WriteLane } from './write-lane.js';

/** user_id, platform, metric, dimension, release_id, track_id, country, day or month, value, amount. */
const ROLLUP_FIELDS = 10;

/** The daily rollup groups one fact group adds to: for its totals, and for its dimensions' slices. */
export interface FactGroupLevels {
  total: number[];
  slice: number[];
}

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
   * The daily rollup groups of facts of (day, country, target), country -1 for slices of every
   * country; valid until the next flush.
   */
  levelsOf(day: number, country: number, target: number): FactGroupLevels {
    const { releaseId, trackId } = this.targets;
    const levels: FactGroupLevels = { total: [], slice: [] };
    const byCountry = country === -1 ? 0 : this.rollupCountry(country);
    const fact = {
      releaseId: releaseId[target] as number,
      trackId: trackId[target] as number,
      country: country === -1 ? ALL_COUNTRIES : (this.dictionary.countries[country] ?? ''),
      dimension: '',
    };
    for (const [into, dimension] of [
      [levels.total, ''],
      [levels.slice, 'slice'],
    ] as const) {
      fact.dimension = dimension;
      forEachRollupLevel(fact, (level, perCountry) => {
        into.push(this.daily.groupOf(day, perCountry ? byCountry : 0, this.targets.at(target, level)));
      });
    }
    return levels;
  }

  /** A fact's count, added at each of its levels (levelsOf its group; its slot says total or slice). */
  addFact(levels: FactGroupLevels, slot: number, amount: number): void {
    const groups = this.slots.dimension[slot] === -1 ? levels.total : levels.slice;
    for (let k = 0; k < groups.length; k += 1) this.daily.addTo(groups[k] as number, slot, amount);
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
    const { targets, slots, countries } = this;
    const periods = [...new Set(taken.period.subarray(0, taken.size))];
    const order = this.keyOrder(taken, periods, period);
    const rows = new CopyBinaryBuffer();
    const platform = BinaryFields.of((f) => f.text(this.platform));
    const countryFields = countries.map((country) => BinaryFields.of((f) => f.text(country)));
    const periodFields: Buffer[] = [];
    for (const p of periods) periodFields[p] = BinaryFields.of((f) => f.date(period(p)));
    for (const i of order) {
      const target = taken.target[i] as number;
      const slot = taken.slot[i] as number;
      const amount = taken.amount[i] as number;
      if (!Number.isSafeInteger(amount)) throw new Error(`a count summed past 2^53: ${amount}`);
      rows
        .row(ROLLUP_FIELDS)
        .int4(targets.userId[target] as number)
        .raw(platform)
        .raw(slots.rollupFields[slot] as Buffer)
        .int4(targets.releaseId[target] as number)
        .int4(targets.trackId[target] as number)
        .raw(countryFields[taken.country[i] as number] as Buffer)
        .raw(periodFields[taken.period[i] as number] as Buffer)
        .raw(slots.valueField[slot] as Buffer)
        .int8(amount);
    }
    await sums.writer.write(rows.take(), sums.markWritten(periods));
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
