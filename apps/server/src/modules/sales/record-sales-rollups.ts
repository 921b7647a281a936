/**
 * Keeps the sales rollups (tables.ts) in step with sale lines: the statements area adds every
 * matched line here inside its import (or resolve) transaction, calls flushIfFull between
 * batches and flush at the end. Rows are summed in memory and written once at the end as COPY
 * text (upsert-rollups.ts adds them to what is there), so a million lines cost a few hundred
 * thousand rollup rows at most, not ten million updates. No database code here: the statement
 * import process runs this and hands the text to the server.
 *
 * Ten rows per line made this the import's hottest code, so it avoids per-line allocation:
 * rows are found in a hash table of integer keys (int-tuple-index.ts; texts and months interned to
 * small ids, no key strings) and their sums live in typed arrays (rollup-sums.ts), not in objects.
 * Summing in SQL instead (GROUP BY GROUPING SETS over the statement's lines) was measured at
 * 8-11 s per million lines on PostgreSQL against ~3 s here.
 */
import { CopyTextBuffer, copyTextValue } from '../../platform/copy-text.js';
import { IntTupleIndex } from '../../platform/int-tuple-index.js';
import { outsideExact, RollupSums } from './rollup-sums.js';

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

/** The columns of the COPY text `flush` writes, in order. */
export const ROLLUP_COLUMNS = [
  'user_id', 'dimension', 'release_id', 'track_id', 'key', 'month', 'lines', 'units', 'amount_micros', 'stream_units', 'stream_micros',
] as const;

/**
 * Flushing past this many distinct rows keeps memory bounded (~30 MB) on huge statements; upserts
 * add up, so a flush is always correct. It must sit well above a statement's usual number of
 * distinct rows: flushed too early, the same rows are upserted again and again.
 */
const FLUSH_AT = 250_000;

/** Grows an Int32Array to hold at least `needed` values. */
function ensureInt32(array: Int32Array, needed: number): Int32Array {
  if (needed <= array.length) return array;
  const larger = new Int32Array(Math.max(needed, array.length * 2));
  larger.set(array);
  return larger;
}

/** Rollup rows being summed: (dimension, entity, text id, month id) -> row, its owner, release and sums. */
class RollupRows {
  readonly index = new IntTupleIndex(4096);
  readonly sums = new RollupSums();
  user: Int32Array = new Int32Array(4096);
  release: Int32Array = new Int32Array(4096);

  get size(): number {
    return this.index.size;
  }

  row(d: DimensionIndex, entity: number, text: number, month: number, userId: number, releaseId: number): number {
    const before = this.index.size;
    const i = this.index.rowOf(d, entity, text, month);
    if (i === before) {
      this.sums.addRow();
      this.user = ensureInt32(this.user, i + 1);
      this.release = ensureInt32(this.release, i + 1);
      this.user[i] = userId;
      this.release[i] = releaseId;
    }
    return i;
  }

  /** Adds row `j` of `from` to this set's row (d, entity, text, month of row j). */
  addFrom(from: RollupRows, j: number, d: DimensionIndex, entity: number, text: number): void {
    const i = this.row(d, entity, text, from.index.keyPart(j, 3), from.user[j], from.release[j]);
    this.sums.addSumsOf(i, from.sums, j);
  }
}

/**
 * Each line is summed only at its finest rows: the track's (or, matched by UPC only, the
 * release's) month row, which also keys the line's artist, and its store and territory rows;
 * three lookups, not ten. The release, owner and artist rows are added up from those when they
 * are written, since a track belongs to one release and a release to one owner.
 */
const TRACK = 7;
const RELEASE = 4;
const ARTIST = 3;

export class SalesRollupRecorder {
  private rows = new RollupRows();
  private readonly textIds = new Map<string, number>();
  private readonly texts: string[] = [''];
  private readonly monthIds = new Map<string, number>();
  private readonly months: string[] = [];

  private readonly write: RollupWrite;

  /** Rows go to `write`: upsertRollups(db) (upsert-rollups.ts), or the import process's link to it. */
  constructor(write: RollupWrite) {
    this.write = write;
  }

  /** A small id for a store, territory or artist text (ids live as long as the recorder). */
  textId(text: string): number {
    let id = this.textIds.get(text);
    if (id === undefined) {
      id = this.texts.push(text) - 1;
      this.textIds.set(text, id);
    }
    return id;
  }

  /** A small id for the month of a sale date (yyyy-mm-dd). */
  monthId(saleDate: string): number {
    let id = this.monthIds.get(saleDate);
    if (id === undefined) {
      const month = `${saleDate.slice(0, 7)}-01`;
      id = this.months.indexOf(month);
      if (id === -1) id = this.months.push(month) - 1;
      this.monthIds.set(saleDate, id);
    }
    return id;
  }

  add(line: RollupLine): void {
    this.addSale(line.userId, line.releaseId, line.trackId ?? 0, this.textId(line.store), this.textId(line.territory),
      this.textId(line.artist), this.monthId(line.saleDate), line.units, line.amountMicros, line.isStream);
  }

  /** `add` with the texts and month already as ids (textId, monthId): the import's per-line path. */
  addSale(
    userId: number, releaseId: number, trackId: number, store: number, territory: number, artist: number, month: number,
    units: bigint, amountMicros: bigint, isStream: boolean,
  ): void {
    const unitsNumber = Number(units);
    const amount = Number(amountMicros);
    // A value too large for a double (never seen in a real statement) takes the bigint path.
    const large = outsideExact(unitsNumber) || outsideExact(amount);
    const level = trackId === 0 ? RELEASE : TRACK;
    const entity = trackId === 0 ? releaseId : trackId;
    const rows = this.rows;
    for (let k = 0; k < 3; k += 1) {
      const i = rows.row(level + k, entity, k === 0 ? artist : k === 1 ? store : territory, month, userId, releaseId);
      if (large) rows.sums.addLarge(i, units, amountMicros, isStream);
      else rows.sums.add(i, unitsNumber, amount, isStream);
    }
  }

  /** The rows to write: the finest rows, and the release and owner rows added up from them. */
  private rollUp(fine: RollupRows): RollupRows {
    const all = new RollupRows();
    for (let j = 0; j < fine.size; j += 1) {
      const d = fine.index.keyPart(j, 0);
      const entity = fine.index.keyPart(j, 1);
      const text = fine.index.keyPart(j, 2);
      if (d === TRACK || d === RELEASE) {
        // A month row: its text is the artist, which the track, release and month rows do not key.
        if (d === TRACK) all.addFrom(fine, j, TRACK, entity, 0);
        all.addFrom(fine, j, RELEASE, fine.release[j], 0);
        all.addFrom(fine, j, 0, fine.user[j], 0);
        all.addFrom(fine, j, ARTIST, fine.user[j], text);
        continue;
      }
      all.addFrom(fine, j, d, entity, text);
      if (d > TRACK) all.addFrom(fine, j, d - TRACK + RELEASE, fine.release[j], text);
      all.addFrom(fine, j, (d - RELEASE) % 3, fine.user[j], text);
    }
    return all;
  }

  /** Writes what is summed so far once it passes FLUSH_AT rows (call between batches). */
  async flushIfFull(): Promise<void> {
    if (this.rows.size >= FLUSH_AT) await this.flush();
  }

  /** Writes the rows summed so far (upsert-rollups.ts adds them up) and starts again from none. */
  async flush(): Promise<void> {
    const all = this.rollUp(this.rows);
    this.rows = new RollupRows();
    if (all.size === 0) return;
    const text = new CopyTextBuffer();
    const { index, sums, user, release } = all;
    for (let i = 0; i < all.size; i += 1) {
      const d = index.keyPart(i, 0);
      const trackId = d >= TRACK ? index.keyPart(i, 1) : 0;
      // release, release-store, release-territory and track rows name the release
      const releaseId = d >= RELEASE && d <= TRACK ? release[i] : 0;
      text.append(`${user[i]}\t${DIMENSIONS[d]}\t${releaseId}\t${trackId}\t${copyTextValue(this.texts[index.keyPart(i, 2)])}\t`
        + `${this.months[index.keyPart(i, 3)]}\t${sums.lines(i)}\t${sums.total(i, 'units')}\t${sums.total(i, 'amount')}\t`
        + `${sums.total(i, 'streamUnits')}\t${sums.total(i, 'streamAmount')}\n`);
    }
    await this.write(text.take());
  }
}

/** Writes rollup rows given as COPY text (ROLLUP_COLUMNS order); the import process asks the server. */
export type RollupWrite = (copyText: Buffer) => Promise<void>;
