/**
 * What a summed count is of, besides its day, target and country: a metric, and the total
 * (dimension '') or one dimension's value. Each distinct one is a slot id, so sums are keyed by
 * (group, slot) integers; a slot's text parts for COPY are made once.
 */
import type { TrendDictionary } from '@liner/ddex/trends';
import { BinaryFields } from '../../platform/copy-binary.js';

export class TrendSlots {
  /** By slot: the metric's index in the dictionary, the dimension's (-1 for the total), the value id. */
  readonly metric: number[] = [];
  readonly dimension: number[] = [];
  /**
   * By slot, as COPY binary fields: dimension, value, metric (facts' column order); metric,
   * dimension, value (rollups': rollupColumns).
   */
  readonly factFields: Buffer[] = [];
  readonly rollupFields: Buffer[] = [];
  /** By slot: what sorts rollup rows (metric and dimension; the value). */
  private readonly metricKey: string[] = [];
  private readonly value: string[] = [];
  /** Slot ids by metric, then dimension + 1, then value id. */
  private readonly ids: number[][][] = [];

  constructor(private readonly dictionary: TrendDictionary) {}

  /** The slot of metric `m`'s total. */
  total(m: number): number {
    return this.of(m, -1, 0);
  }

  /** The slot of metric `m`'s slice of dimension `d`'s value `v` (or the total, d -1). */
  of(m: number, d: number, v: number): number {
    const byDimension = (this.ids[m] ??= []);
    const byValue = (byDimension[d + 1] ??= []);
    const known = byValue[v];
    if (known !== undefined) return known;
    const slot = this.metric.length;
    const metric = this.dictionary.metrics[m] ?? '';
    const dimension = d === -1 ? '' : (this.dictionary.dimensions[d] ?? '');
    const value = d === -1 ? '' : (this.dictionary.values[d]?.[v] ?? '');
    this.metric.push(m);
    this.dimension.push(d);
    this.value.push(value);
    this.metricKey.push(`${metric}\t${dimension}`);
    this.factFields.push(BinaryFields.of((f) => f.text(dimension).text(value).text(metric)));
    this.rollupFields.push(BinaryFields.of((f) => f.text(metric).text(dimension).text(value)));
    byValue[v] = slot;
    return slot;
  }

  /** Ranks of the slots by (metric, dimension) and by value, in the order of the rollup key. */
  ranks(): { byMetric: Int32Array; byValue: Int32Array } {
    const slots = this.metric.map((_, i) => i);
    const byMetric = rankBy(slots, (s) => this.metricKey[s] ?? '');
    const byValue = rankBy(slots, (s) => this.value[s] ?? '');
    return { byMetric, byValue };
  }
}

/** Each id's rank when the ids are sorted by `key` (equal keys, equal ranks). */
export function rankBy(ids: readonly number[], key: (id: number) => string): Int32Array {
  const sorted = [...ids].sort((x, y) => compareText(key(x), key(y)));
  const ranks = new Int32Array(ids.length === 0 ? 0 : Math.max(...ids) + 1);
  let rank = 0;
  sorted.forEach((id, i) => {
    if (i > 0 && key(id) !== key(sorted[i - 1] as number)) rank += 1;
    ranks[id] = rank;
  });
  return ranks;
}

function compareText(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
