/**
 * Sums a trend file's counts per fact (day, target, country, metric, dimension value) before they
 * are written: a stream-level report (one row per play) then writes one fact per distinct key,
 * not one per row. Keys are integers (the ids of the file's dictionary, the target's index, the
 * slot), held in typed arrays up to a bound, then handed to the writer as COPY text and to the
 * rollups; a key handed on twice is two facts whose sum is the same count.
 */
import type { TrendBatch, TrendDictionary } from '@liner/ddex/trends';
import { BinaryFields } from '../../platform/copy-binary.js';
import { ALL_COUNTRIES } from './fact-writer.js';
import { PairTable } from './pair-table.js';
import { FACT_FIELDS, type TrendFactCopy } from './trend-fact-copy.js';
import { LEVEL_STRIDE, type TrendRollups } from './trend-rollups.js';
import type { TrendSlots } from './trend-slots.js';
import type { TrendTargets } from './trend-targets.js';

/**
 * Keys held before they are handed on (~3 MB of table). About a day of a large report: each
 * drain lets the rollups write the days it completed, so neither the sums nor the rollups ever
 * hold more than a day or two (a 10M-row file held six days' rollups with 1 << 18: 347 MB).
 */
const MAX_KEYS = 1 << 16;
/** A group's day and country share one int32 key: the country id in its low 10 bits. */
const COUNTRY_BITS = 10;
/** The country id of a group of slices of every country (none of the file's ids). */
const ALL_COUNTRY = (1 << COUNTRY_BITS) - 1;

export class TrendFactSums {
  /** (day and country, target) -> the group's index. */
  private readonly groups = new PairTable(1 << 14);
  private groupDay: number[] = [];
  private groupCountry: number[] = [];
  private groupTarget: number[] = [];
  /** (group, slot) -> the sum. */
  private readonly sums = new PairTable(MAX_KEYS);
  private readonly dictionary: TrendDictionary;
  private lastKey = -1;
  private lastTarget = -1;
  private lastGroup = -1;
  /** The first fields of each group met in a drain, one after another. */
  private readonly prefixes = new BinaryFields();

  constructor(
    private readonly facts: TrendFactCopy,
    private readonly rollups: TrendRollups,
    private readonly targets: TrendTargets,
    private readonly slots: TrendSlots,
    private readonly platform: string,
    private readonly importId: number,
  ) {
    this.dictionary = rollups.dictionary;
  }

  /**
   * Row `i` of the batch, counted for `target`: its total per metric for its track and country,
   * and once per dimension value it reports for its track in every country (ALL_COUNTRY) and for
   * its account in its country; those are the finest rollups the endpoints read
   * (forEachRollupLevel), so a fact per track, country and value is never made. The rows of one
   * day, track and country follow one another in a sorted file: they are summed per slot in a
   * plain array first (`run`), and handed to the tables once the next group starts.
   */
  add(batch: TrendBatch, i: number, target: number): void {
    const group = this.groupOf(batch.day[i] as number, batch.country[i] as number, target);
    if (group !== this.runGroup) {
      this.endRun();
      this.runGroup = group;
    }
    const metrics = this.dictionary.metrics.length;
    const dimensions = this.dictionary.dimensions.length;
    for (let m = 0; m < metrics; m += 1) {
      const amount = batch.amount[i * metrics + m] as number;
      if (amount === 0) continue;
      this.addToRun(this.slots.total(m), amount);
      for (let d = 0; d < dimensions; d += 1) {
        const value = batch.value[i * dimensions + d] as number;
        if (value !== -1) this.addToRun(this.slots.of(m, d, value), amount);
      }
    }
  }

  /** The run's group, and its sums by slot (0: none yet; counts are never 0) with the slots it has. */
  private runGroup = -1;
  private runSums = new Float64Array(256);
  private runSlots: number[] = [];

  private addToRun(slot: number, amount: number): void {
    if (slot >= this.runSums.length) {
      const larger = new Float64Array(Math.max(slot + 1, this.runSums.length * 2));
      larger.set(this.runSums);
      this.runSums = larger;
    }
    const sum = this.runSums[slot] as number;
    if (sum === 0) this.runSlots.push(slot);
    this.runSums[slot] = sum + amount;
  }

  /** Hands the run's sums to the tables: totals to its group, slices to its track's and its account's. */
  private endRun(): void {
    const group = this.runGroup;
    if (group === -1) return;
    this.runGroup = -1;
    const { runSums, runSlots, sums } = this;
    const day = this.groupDay[group] as number;
    const country = this.groupCountry[group] as number;
    const target = this.groupTarget[group] as number;
    let slices = -1;
    let accountSlices = -1;
    for (let k = 0; k < runSlots.length; k += 1) {
      const slot = runSlots[k] as number;
      const amount = runSums[slot] as number;
      runSums[slot] = 0;
      if (this.slots.dimension[slot] === -1) {
        sums.add(group, slot, amount);
        continue;
      }
      if (accountSlices === -1) {
        const account = this.targets.at(target, 'account');
        accountSlices = this.groupOf(day, country, account);
        // An account's own row (no release) has no slice of every country: it would feed no level.
        slices = account === target ? -2 : this.groupOf(day, ALL_COUNTRY, target);
      }
      if (slices !== -2) sums.add(slices, slot, amount);
      sums.add(accountSlices, slot, amount);
    }
    runSlots.length = 0;
  }

  get isFull(): boolean {
    return this.sums.size >= MAX_KEYS;
  }

  /** Hands every sum to the facts' copy and to the rollups, and starts again. */
  async drain(): Promise<void> {
    this.endRun();
    const { sums, dictionary, slots, facts } = this;
    const rows = facts.rows;
    // By group: where its first fields (day, platform, account, release, track, country) are in
    // `prefixes`, and the rollup groups it adds to; made when the group's first fact is met.
    const prefixes = this.prefixes;
    prefixes.reset();
    const prefixStart = new Int32Array(this.groupDay.length).fill(-1);
    const prefixEnd = new Int32Array(this.groupDay.length);
    const levels = new Int32Array(this.groupDay.length * LEVEL_STRIDE);
    const importId = BinaryFields.of((f) => f.int8(this.importId));
    for (let s = 0; s < sums.capacity; s += 1) {
      if (!sums.used(s)) continue;
      const group = sums.keyA(s);
      const slot = sums.keyB(s);
      const amount = sums.value(s);
      if (!Number.isSafeInteger(amount)) throw new Error(`a count summed past 2^53: ${amount}`);
      const dayText = dictionary.days[this.groupDay[group] as number] as string;
      if (prefixStart[group] === -1) this.describe(group, dayText, prefixStart, prefixEnd, levels);
      this.rollups.addFact(levels, group * LEVEL_STRIDE, slot, amount);
      rows
        .row(FACT_FIELDS)
        .rawRange(prefixes.buffer, prefixStart[group] as number, prefixEnd[group] as number)
        .raw(slots.factFields[slot] as Buffer)
        .int8(amount)
        .raw(importId);
      facts.counted(dayText);
      if (facts.isFull) await facts.send();
    }
    sums.clear();
    this.groups.clear();
    this.groupDay = [];
    this.groupCountry = [];
    this.groupTarget = [];
    this.lastKey = -1;
  }

  /** A group's first fields into `prefixes`, its rollup levels, and its month's partition. */
  private describe(
    group: number,
    dayText: string,
    prefixStart: Int32Array,
    prefixEnd: Int32Array,
    levels: Int32Array,
  ): void {
    const { targets, prefixes } = this;
    const day = this.groupDay[group] as number;
    const country = this.groupCountry[group] as number;
    const target = this.groupTarget[group] as number;
    prefixStart[group] = prefixes.size;
    let dayField = this.dayFields[day];
    if (dayField === undefined) {
      dayField = BinaryFields.of((f) => f.date(dayText).text(this.platform));
      this.dayFields[day] = dayField;
      this.facts.inMonth(dayText.slice(0, 7));
    }
    prefixes
      .raw(dayField)
      .int4(targets.userId[target] as number)
      .int4(targets.releaseId[target] as number)
      .int4(targets.trackId[target] as number)
      .text(country === ALL_COUNTRY ? ALL_COUNTRIES : (this.dictionary.countries[country] as string));
    prefixEnd[group] = prefixes.size;
    this.rollups.levelsOf(day, country === ALL_COUNTRY ? -1 : country, target, levels, group * LEVEL_STRIDE);
  }

  /** By day id: its date and the platform as COPY binary fields (made when its month's partition was asked for). */
  private readonly dayFields: Buffer[] = [];

  private groupOf(day: number, country: number, target: number): number {
    const key = day * (1 << COUNTRY_BITS) + country;
    if (key === this.lastKey && target === this.lastTarget) return this.lastGroup;
    if ((country >= ALL_COUNTRY && country !== ALL_COUNTRY) || key > 0x7fffffff)
      throw new Error('too many days or countries in one file');
    const slot = this.groups.slot(key, target, -1);
    let group = this.groups.value(slot);
    if (group === -1) {
      group = this.groupDay.length;
      this.groups.setValue(slot, group);
      this.groupDay.push(day);
      this.groupCountry.push(country);
      this.groupTarget.push(target);
    }
    this.lastKey = key;
    this.lastTarget = target;
    this.lastGroup = group;
    return group;
  }
}
