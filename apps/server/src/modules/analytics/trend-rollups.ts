/**
 * A trend import's daily and monthly rollups, summed in memory from its facts (the levels of
 * forEachRollupLevel in fact-writer.ts) and written as each day is complete: a file sorted by day
 * (as the stores send them) writes each day's rows once, sorted by the table's key, while the
 * next day is read. A day that comes back later is added to its rows (rollup-rows-writer.ts).
 */
import type { TrendDictionary } from '@liner/ddex/trends';
import { CopyTextBuffer } from '../../platform/copy-text.js';
import type { DbExecutor } from '../../platform/db.js';
import { ALL_COUNTRIES, forEachRollupLevel, type RollupLevel, UNKNOWN_COUNTRY } from './fact-writer.js';
import { PairTable } from './pair-table.js';
import { RollupRowsWriter, type RollupTable } from './rollup-rows-writer.js';
import { rankBy, type TrendSlots } from './trend-slots.js';
import type { TrendTargets } from './trend-targets.js';
import type { WriteLane } from './write-lane.js';

/** A group's period and country share one int32 key: the country's index in its low 10 bits. */
const COUNTRY_BITS = 10;

/** Rollup sums of one table: (period, level target, country) groups x slots. */
class RollupSums {
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

  add(period: number, country: number, target: number, slot: number, amount: number): void {
    const key = period * (1 << COUNTRY_BITS) + country;
    if (key > 0x7fffffff) throw new Error('too many days in one file');
    const at = this.groups.slot(key, target, -1);
    let group = this.groups.values[at] as number;
    if (group === -1) {
      group = this.groupPeriod.length;
      this.groups.values[at] = group;
      this.groupPeriod.push(period);
      this.groupCountry.push(country);
      this.groupTarget.push(target);
    }
    this.sums.add(group, slot, amount);
  }

  /** Takes the sums of every period but `keep` (all when -1): they leave; the rest stay. */
  take(keep: number): { period: number; country: number; target: number; slot: number; amount: number }[] {
    const taken: ReturnType<RollupSums['take']> = [];
    const kept: typeof taken = [];
    this.sums.forEach((group, slot, amount) => {
      const entry = {
        period: this.groupPeriod[group] as number,
        country: this.groupCountry[group] as number,
        target: this.groupTarget[group] as number,
        slot,
        amount,
      };
      (entry.period === keep ? kept : taken).push(entry);
    });
    this.groups = new PairTable(1 << 14);
    this.groupPeriod = [];
    this.groupCountry = [];
    this.groupTarget = [];
    this.sums = new PairTable(Math.max(1 << 16, kept.length));
    for (const e of kept) this.add(e.period, e.country, e.target, e.slot, e.amount);
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

export class TrendRollups {
  private readonly daily: RollupSums;
  private readonly monthly: RollupSums;
  /** Rollup countries: ALL_COUNTRIES, UNKNOWN_COUNTRY, then codes; by the dictionary's country id. */
  private readonly countries: string[] = [ALL_COUNTRIES, UNKNOWN_COUNTRY];
  private readonly countryOfId: number[] = [];
  /** Periods: the dictionary's days, then months (their first day) after them, by text. */
  private readonly monthOfDay: number[] = [];
  private readonly months = new Map<string, number>();
  private readonly fact = { releaseId: 0, trackId: 0, dimension: '', country: '' };

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

  /** A fact's count at each rollup level of its day. */
  addFact(day: number, country: number, target: number, slot: number, amount: number): void {
    const fact = this.fact;
    fact.releaseId = this.targets.releaseId[target] as number;
    fact.trackId = this.targets.trackId[target] as number;
    // Only whether it is the total matters to the levels.
    fact.dimension = this.slots.dimension[slot] === -1 ? '' : 'slice';
    fact.country = this.dictionary.countries[country] ?? '';
    const byCountry = this.rollupCountry(country);
    forEachRollupLevel(fact, (level: RollupLevel, perCountry: boolean) => {
      this.daily.add(day, perCountry ? byCountry : 0, this.targets.at(target, level), slot, amount);
    });
  }

  /**
   * Writes the days other than `keepDay` (every day when -1) and adds them to their months; then
   * the months other than `keepDay`'s likewise.
   */
  async flush(keepDay: number): Promise<void> {
    const days = this.daily.take(keepDay);
    for (const e of days) this.monthly.add(this.monthOf(e.period), e.country, e.target, e.slot, e.amount);
    await this.write(this.daily, days, (day) => this.dictionary.days[day] ?? '');
    const months = this.monthly.take(keepDay === -1 ? -1 : this.monthOf(keepDay));
    const monthText = [...this.months.keys()];
    await this.write(this.monthly, months, (month) => monthText[month] ?? '');
  }

  private async write(sums: RollupSums, entries: ReturnType<RollupSums['take']>, period: (id: number) => string) {
    if (entries.length === 0) return;
    const { targets, slots, countries } = this;
    const slotRanks = slots.ranks();
    const periods = [...new Set(entries.map((e) => e.period))];
    const periodRank = rankBy(periods, period);
    const countryRank = rankBy(
      countries.map((_, i) => i),
      (i) => countries[i] ?? '',
    );
    // The table's key order: user, metric, dimension, release, track, country, period, value.
    const order = entries.map((_, i) => i);
    const key = (e: (typeof entries)[number]) => [
      targets.userId[e.target] as number,
      slotRanks.byMetric[e.slot] as number,
      targets.releaseId[e.target] as number,
      targets.trackId[e.target] as number,
      countryRank[e.country] as number,
      periodRank[e.period] as number,
      slotRanks.byValue[e.slot] as number,
    ];
    const keys = entries.map(key);
    order.sort((x, y) => {
      const a = keys[x] as number[];
      const b = keys[y] as number[];
      for (let k = 0; k < a.length; k += 1) if (a[k] !== b[k]) return (a[k] as number) - (b[k] as number);
      return 0;
    });
    const text = new CopyTextBuffer();
    for (const i of order) {
      const e = entries[i] as (typeof entries)[number];
      if (!Number.isSafeInteger(e.amount)) throw new Error(`a count summed past 2^53: ${e.amount}`);
      text.append(
        `${targets.userId[e.target]}\t${this.platform}\t${slots.rollupText[e.slot]}${targets.releaseId[e.target]}\t${targets.trackId[e.target]}\t${countries[e.country]}\t${period(e.period)}\t${slots.valueText[e.slot]}\t${e.amount}\n`,
      );
    }
    await sums.writer.write(text.take(), sums.markWritten(periods));
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
