/**
 * A trend file's rows as objects (TrendRow, or TrendProblem with its line), read in the layout
 * through the batches of trend-batches.ts: for tests, the upload's header check and small files.
 * An import reads the batches themselves (no object per row).
 */
import type { AnalyticsDimension, AnalyticsMetric } from '@liner/domain';
import type { ChunkSource } from '../dsr/types.js';
import type { TrendItem, TrendLayout, TrendRow } from './layout-types.js';
import { readTrendBatches, type TrendBatch } from './trend-batches.js';

/** Row `i` of a batch as a TrendItem. */
export function trendItemOf(batch: TrendBatch, i: number): TrendItem {
  const problem = batch.problem[i] as number;
  if (problem !== -1) return batch.problems[problem] as TrendItem;
  const dictionary = batch.dictionary;
  const amounts: [AnalyticsMetric, bigint][] = [];
  const m = dictionary.metrics.length;
  dictionary.metrics.forEach((metric, k) => {
    const amount = batch.amount[i * m + k] as number;
    if (amount !== 0) amounts.push([metric, BigInt(amount)]);
  });
  const dimensions: [AnalyticsDimension, string][] = [];
  const d = dictionary.dimensions.length;
  dictionary.dimensions.forEach((dimension, k) => {
    const value = batch.value[i * d + k] as number;
    if (value !== -1) dimensions.push([dimension, dictionary.values[k]?.[value] ?? '']);
  });
  const code = dictionary.codeOf(batch.code[i] as number);
  const row: TrendRow = {
    line: batch.line[i] as number,
    day: dictionary.days[batch.day[i] as number] ?? '',
    isrc: code.isrc,
    country: dictionary.countries[batch.country[i] as number] ?? '',
    amounts,
    dimensions,
  };
  return code.upc === undefined ? row : { ...row, upc: code.upc };
}

/**
 * The rows of a trend file in batches (one per piece of text read). Throws TrendFileError when the
 * file cannot be read as the layout at all.
 */
export async function* readTrendRowBatches(source: ChunkSource, layout: TrendLayout): AsyncGenerator<TrendItem[]> {
  for await (const batch of readTrendBatches(source, layout)) {
    const items: TrendItem[] = [];
    for (let i = 0; i < batch.size; i += 1) items.push(trendItemOf(batch, i));
    yield items;
  }
}

/** Rows one by one (tests, small files). */
export async function* readTrendRows(source: ChunkSource, layout: TrendLayout): AsyncGenerator<TrendItem> {
  for await (const batch of readTrendRowBatches(source, layout)) yield* batch;
}
