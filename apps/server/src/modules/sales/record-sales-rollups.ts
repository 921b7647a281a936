/**
 * Keeps the sales rollups (tables.ts) in step with sale lines: the statements area adds every
 * matched line here inside its import (or resolve) transaction, and flushes. Rows are summed in
 * memory per key and written with one upsert per flush, so a million lines cost a few thousand
 * rollup rows, not a million updates.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, textArray } from '../statements/sql-arrays.js';

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

interface Row {
  userId: number; dimension: string; releaseId: number; trackId: number; key: string; month: string;
  lines: number; units: bigint; amountMicros: bigint; streamUnits: bigint; streamMicros: bigint;
}

/**
 * Flushing past this many distinct rows keeps memory bounded (~50 MB) on huge statements; upserts
 * add up, so a flush is always correct. It must sit well above a statement's usual number of
 * distinct rows: flushed too early, the same rows are upserted again and again (measured: a
 * 20,000 limit turned 10,000 lines into ~100,000 row upserts).
 */
const FLUSH_AT = 250_000;

export class SalesRollupRecorder {
  private rows = new Map<string, Row>();

  constructor(private readonly db: DbExecutor) {}

  private bump(line: RollupLine, month: string, dimension: string, releaseId: number, trackId: number, key: string): void {
    const id = `${line.userId}|${dimension}|${releaseId}|${trackId}|${key}|${month}`;
    let row = this.rows.get(id);
    if (!row) {
      row = { userId: line.userId, dimension, releaseId, trackId, key, month, lines: 0, units: 0n, amountMicros: 0n, streamUnits: 0n, streamMicros: 0n };
      this.rows.set(id, row);
    }
    row.lines += 1;
    row.units += line.units;
    row.amountMicros += line.amountMicros;
    if (line.isStream) {
      row.streamUnits += line.units;
      row.streamMicros += line.amountMicros;
    }
  }

  async add(line: RollupLine): Promise<void> {
    const month = `${line.saleDate.slice(0, 7)}-01`;
    const track = line.trackId ?? 0;
    this.bump(line, month, 'month', 0, 0, '');
    this.bump(line, month, 'store', 0, 0, line.store);
    this.bump(line, month, 'territory', 0, 0, line.territory);
    this.bump(line, month, 'artist', 0, 0, line.artist);
    this.bump(line, month, 'release', line.releaseId, 0, '');
    this.bump(line, month, 'release-store', line.releaseId, 0, line.store);
    this.bump(line, month, 'release-territory', line.releaseId, 0, line.territory);
    if (track !== 0) {
      this.bump(line, month, 'track', line.releaseId, track, '');
      this.bump(line, month, 'track-store', 0, track, line.store);
      this.bump(line, month, 'track-territory', 0, track, line.territory);
    }
    if (this.rows.size >= FLUSH_AT) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = [...this.rows.values()];
    this.rows = new Map();
    for (let i = 0; i < rows.length; i += 5000) {
      const part = rows.slice(i, i + 5000);
      await this.db.execute(sql`
        INSERT INTO sales_rollups (user_id, dimension, release_id, track_id, key, month, lines, units, amount_micros, stream_units, stream_micros)
        SELECT * FROM unnest(
          ${numberArray(part.map((r) => r.userId))}::int[], ${textArray(part.map((r) => r.dimension))}::text[],
          ${numberArray(part.map((r) => r.releaseId))}::int[], ${numberArray(part.map((r) => r.trackId))}::int[],
          ${textArray(part.map((r) => r.key))}::text[], ${textArray(part.map((r) => r.month))}::date[],
          ${numberArray(part.map((r) => r.lines))}::int[], ${numberArray(part.map((r) => r.units))}::bigint[],
          ${numberArray(part.map((r) => r.amountMicros))}::bigint[], ${numberArray(part.map((r) => r.streamUnits))}::bigint[],
          ${numberArray(part.map((r) => r.streamMicros))}::bigint[])
        ON CONFLICT (user_id, dimension, release_id, track_id, key, month) DO UPDATE SET
          lines = sales_rollups.lines + excluded.lines,
          units = sales_rollups.units + excluded.units,
          amount_micros = sales_rollups.amount_micros + excluded.amount_micros,
          stream_units = sales_rollups.stream_units + excluded.stream_units,
          stream_micros = sales_rollups.stream_micros + excluded.stream_micros`);
    }
  }
}
