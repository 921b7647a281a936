/**
 * Sums a trend file's counts per fact (day, account, release, track, country, metric, dimension
 * value) before they are written: a stream-level report (one row per play) then writes one fact
 * per distinct key, not one per row. Held in memory up to a bound, then handed to the writer;
 * a key handed on twice is two facts whose sum is the same count.
 */
import type { AnalyticsMetric } from '@liner/domain';
import type { TrendRow } from '@liner/ddex/trends';
import type { AnalyticsFactWriter } from './fact-writer.js';
import type { TrendTarget } from './trend-catalog-matcher.js';

const SEP = '\u0001';
/**
 * Keys held before they are handed to the writer: ~15 MB (the server runs with a small young
 * generation, and a larger map grew a 1,000,000-row import's peak RSS past 300 MB).
 */
const MAX_KEYS = 50_000;

export class TrendFactSums {
  private readonly sums = new Map<string, bigint>();

  constructor(
    private readonly writer: AnalyticsFactWriter,
    private readonly platform: string,
  ) {}

  /** The row's total per metric (dimension ''), and the same count once per dimension value it reports. */
  add(row: TrendRow, target: TrendTarget): void {
    const prefix = `${row.day}${SEP}${target.userId}${SEP}${target.releaseId}${SEP}${target.trackId}${SEP}${row.country}${SEP}`;
    for (const [metric, amount] of row.amounts) {
      this.bump(`${prefix}${metric}${SEP}${SEP}`, amount);
      for (const [dimension, value] of row.dimensions)
        this.bump(`${prefix}${metric}${SEP}${dimension}${SEP}${value}`, amount);
    }
  }

  get isFull(): boolean {
    return this.sums.size >= MAX_KEYS;
  }

  /** Hands every sum to the writer and starts again. */
  async drain(): Promise<void> {
    for (const [key, amount] of this.sums) {
      const [day = '', userId, releaseId, trackId, country = '', metric, dimension = '', value = ''] = key.split(SEP);
      await this.writer.add({
        day,
        platform: this.platform,
        userId: Number(userId),
        releaseId: Number(releaseId),
        trackId: Number(trackId),
        country,
        dimension,
        value,
        metric: metric as AnalyticsMetric,
        amount,
      });
    }
    this.sums.clear();
  }

  private bump(key: string, amount: bigint): void {
    this.sums.set(key, (this.sums.get(key) ?? 0n) + amount);
  }
}
