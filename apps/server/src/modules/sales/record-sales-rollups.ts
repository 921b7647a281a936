/**
 * Keeps the sales rollups (tables.ts) in step with sale lines: the statements area adds every
 * matched line here inside its import (or resolve) transaction, calls flushIfFull between
 * batches and flush at the end. Rows are summed in memory and written with one upsert per 5,000
 * rows, so a million lines cost a few hundred thousand rollup rows at most, not ten million updates.
 *
 * Ten rows per line made this the import's hottest code, so it avoids per-line allocation:
 * rows are found through integer keys (texts and months interned to small ids, no key strings)
 * and their sums live in typed arrays (rollup-sums.ts), not in one object per row.
 * Summing in SQL instead (GROUP BY GROUPING SETS over the statement's lines) was measured at
 * 8-11 s per million lines on PostgreSQL against ~3 s here.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, textArray } from '../statements/sql-arrays.js';
import { outsideExact, RollupSums, type Summed } from './rollup-sums.js';

export interface RollupLine {
  userId: number;
  /** yyyy-mm-dd: any day of the sale month (the period start) */
  saleDate: string;
  releaseId: number;
  trackId: number | null;
  store: string;
  territory: string;
  artist: string;
  units: bigint;
  /** Account-currency micro-units */
  amountMicros: bigint;
  isStream: boolean;
}

const DIMENSIONS = [
  'month', 'store', 'territory', 'artist',
  'release', 'release-store', 'release-territory',
  'track', 'track-store', 'track-territory',
] as const;
type DimensionIndex = number;
/** DIMENSIONS from this index on are per track: a line matched by UPC only has none. */
const TRACK_DIMENSIONS_FROM = 7;

/** Months per text id in an inner key (text id * MONTH_SLOTS + month id). */
const MONTH_SLOTS = 4096;

/**
 * Flushing past this many distinct rows keeps memory bounded (~50 MB) on huge statements; upserts
 * add up, so a flush is always correct. It must sit well above a statement's usual number of
 * distinct rows: flushed too early, the same rows are upserted again and again.
 */
const FLUSH_AT = 250_000;

/** What a row is (its sums are in RollupSums at the same index). */
interface RowKey { userId: number; dimension: number; releaseId: number; trackId: number; text: number; month: number }

export class SalesRollupRecorder {
  /** Per dimension: entity id (user, release or track) -> (text id, month id) -> row index. */
  private cubes = DIMENSIONS.map(() => new Map<number, Map<number, number>>());
  private sums = new RollupSums();
  private keys: RowKey[] = [];
  private readonly textIds = new Map<string, number>();
  private readonly texts: string[] = [''];
  private readonly monthIds = new Map<string, number>();
  private readonly months: string[] = [];

  constructor(private readonly db: DbExecutor) {}

  private textId(text: string): number {
    let id = this.textIds.get(text);
    if (id === undefined) {
      id = this.texts.push(text) - 1;
      this.textIds.set(text, id);
    }
    return id;
  }

  private monthId(saleDate: string): number {
    let id = this.monthIds.get(saleDate);
    if (id === undefined) {
      const month = `${saleDate.slice(0, 7)}-01`;
      id = this.months.indexOf(month);
      if (id === -1) id = this.months.push(month) - 1;
      if (id >= MONTH_SLOTS) throw new Error(`a rollup recorder holds at most ${MONTH_SLOTS} months`);
      this.monthIds.set(saleDate, id);
    }
    return id;
  }

  /**
   * The row of one dimension. Release and track ids each belong to one owner (the import's match
   * gives the release's owner), so they key their rows without the user id.
   */
  private row(d: DimensionIndex, entity: number, text: number, month: number, line: RollupLine): number {
    let inner = this.cubes[d].get(entity);
    if (!inner) this.cubes[d].set(entity, (inner = new Map()));
    const k = text * MONTH_SLOTS + month;
    let i = inner.get(k);
    if (i === undefined) {
      i = this.sums.addRow();
      inner.set(k, i);
      const onRelease = d >= 4 && d <= 7; // release, release-store, release-territory and track rows name the release
      this.keys.push({ userId: line.userId, dimension: d, releaseId: onRelease ? line.releaseId : 0, trackId: d >= TRACK_DIMENSIONS_FROM ? entity : 0, text, month });
    }
    return i;
  }

  add(line: RollupLine): void {
    // A value too large for a double (never seen in a real statement) takes the bigint path.
    const large = outsideExact(Number(line.units)) || outsideExact(Number(line.amountMicros));
    const units = Number(line.units);
    const amount = Number(line.amountMicros);
    const month = this.monthId(line.saleDate);
    const store = this.textId(line.store);
    const territory = this.textId(line.territory);
    const artist = this.textId(line.artist);
    const track = line.trackId ?? 0;
    for (let d = 0; d < DIMENSIONS.length; d += 1) {
      if (d >= TRACK_DIMENSIONS_FROM && track === 0) break;
      const entity = d < 4 ? line.userId : d < TRACK_DIMENSIONS_FROM ? line.releaseId : track;
      const text = d === 0 || d === 4 || d === 7 ? 0 : d === 3 ? artist : d === 1 || d === 5 || d === 8 ? store : territory;
      const i = this.row(d, entity, text, month, line);
      if (large) this.sums.addLarge(i, line.units, line.amountMicros, line.isStream);
      else this.sums.add(i, units, amount, line.isStream);
    }
  }

  /** Writes what is summed so far once it passes FLUSH_AT rows (call between batches). */
  async flushIfFull(): Promise<void> {
    if (this.keys.length >= FLUSH_AT) await this.flush();
  }

  async flush(): Promise<void> {
    const { keys, sums, texts, months } = this;
    this.cubes = DIMENSIONS.map(() => new Map());
    this.sums = new RollupSums();
    this.keys = [];
    const column = (from: number, to: number, field: Summed) => {
      const values: (bigint | number)[] = [];
      for (let i = from; i < to; i += 1) values.push(sums.total(i, field));
      return numberArray(values);
    };
    for (let from = 0; from < keys.length; from += 5000) {
      const to = Math.min(from + 5000, keys.length);
      const part = keys.slice(from, to);
      await this.db.execute(sql`
        INSERT INTO sales_rollups (user_id, dimension, release_id, track_id, key, month, lines, units, amount_micros, stream_units, stream_micros)
        SELECT * FROM unnest(
          ${numberArray(part.map((r) => r.userId))}::int[], ${textArray(part.map((r) => DIMENSIONS[r.dimension]))}::text[],
          ${numberArray(part.map((r) => r.releaseId))}::int[], ${numberArray(part.map((r) => r.trackId))}::int[],
          ${textArray(part.map((r) => texts[r.text]))}::text[], ${textArray(part.map((r) => months[r.month]))}::date[],
          ${numberArray(Array.from(sums.lines.subarray(from, to)))}::int[], ${column(from, to, 'units')}::bigint[],
          ${column(from, to, 'amount')}::bigint[], ${column(from, to, 'streamUnits')}::bigint[],
          ${column(from, to, 'streamAmount')}::bigint[])
        ON CONFLICT (user_id, dimension, release_id, track_id, key, month) DO UPDATE SET
          lines = sales_rollups.lines + excluded.lines,
          units = sales_rollups.units + excluded.units,
          amount_micros = sales_rollups.amount_micros + excluded.amount_micros,
          stream_units = sales_rollups.stream_units + excluded.stream_units,
          stream_micros = sales_rollups.stream_micros + excluded.stream_micros`);
    }
  }
}
