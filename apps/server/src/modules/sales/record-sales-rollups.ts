/**
 * Keeps the sales rollups (tables.ts) in step with sale lines: the statements area adds every
 * matched line here inside its import (or resolve) transaction, calls flushIfFull between
 * batches and flush at the end. Rows are summed in memory and written as COPY text at the end,
 * or whenever FLUSH_AT rows are reached (upsert-rollups.ts adds them to what is there), so a
 * million lines cost a few hundred thousand rollup rows at most, not ten million updates. No
 * database code here: the statement import process runs this and hands the text to the server.
 *
 * Ten rows per line made this the import's hottest code, so it avoids per-line allocation:
 * rows and their sums live in typed arrays (rollup-table.ts), found by integer keys (texts and
 * months interned to small ids, no key strings).
 * Summing in SQL instead (GROUP BY GROUPING SETS over the statement's lines) was measured at
 * 8-11 s per million lines on PostgreSQL against ~3 s here.
 */
import { CopyTextBuffer, copyTextValue } from '../../platform/copy-text.js';
import { outsideExact, RollupTable } from './rollup-table.js';

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
  'month',
  'store',
  'territory',
  'artist',
  'release',
  'release-store',
  'release-territory',
  'track',
  'track-store',
  'track-territory',
] as const;
type DimensionIndex = number;

/** The columns of the COPY text `flush` writes, in order. */
export const ROLLUP_COLUMNS = [
  'user_id',
  'dimension',
  'release_id',
  'track_id',
  'key',
  'month',
  'lines',
  'units',
  'amount_micros',
  'stream_units',
  'stream_micros',
] as const;

/**
 * Flushing past this many distinct rows keeps memory bounded (~30 MB) on huge statements; upserts
 * add up, so a flush is always correct. It must sit well above a statement's usual number of
 * distinct rows: flushed too early, the same rows are upserted again and again.
 */
const FLUSH_AT = 250_000;

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
  private rows = new RollupTable();
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
    this.addSale(
      line.userId,
      line.releaseId,
      line.trackId ?? 0,
      this.textId(line.store),
      this.textId(line.territory),
      this.textId(line.artist),
      this.monthId(line.saleDate),
      line.units,
      line.amountMicros,
      line.isStream,
    );
  }

  /** `add` with the texts and month already as ids (textId, monthId): the import's per-line path. */
  addSale(
    userId: number,
    releaseId: number,
    trackId: number,
    store: number,
    territory: number,
    artist: number,
    month: number,
    units: bigint,
    amountMicros: bigint,
    isStream: boolean,
  ): void {
    const unitsNumber = Number(units);
    const amount = Number(amountMicros);
    // A value too large for a double (never seen in a real statement) takes the bigint path.
    const large = outsideExact(unitsNumber) || outsideExact(amount);
    const level = trackId === 0 ? RELEASE : TRACK;
    const entity = trackId === 0 ? releaseId : trackId;
    const rows = this.rows;
    for (let k = 0; k < 3; k += 1) {
      const i = rows.rowOf(level + k, entity, k === 0 ? artist : k === 1 ? store : territory, month, userId, releaseId);
      if (large) rows.addLarge(i, units, amountMicros, isStream);
      else rows.add(i, unitsNumber, amount, isStream);
    }
  }

  /** The rows to write: the finest rows, and the release and owner rows added up from them. */
  private rollUp(fine: RollupTable): RollupTable {
    const all = new RollupTable(fine.size);
    // Row j of the fine rows added to `all`'s row (d, entity, text) of the same month.
    const addTo = (j: number, d: DimensionIndex, entity: number, text: number) => {
      all.addRowOf(all.rowOf(d, entity, text, fine.keyPart(j, 3), fine.user(j), fine.release(j)), fine, j);
    };
    for (let j = 0; j < fine.size; j += 1) {
      const d = fine.keyPart(j, 0);
      const entity = fine.keyPart(j, 1);
      const text = fine.keyPart(j, 2);
      if (d === TRACK || d === RELEASE) {
        // A month row: its text is the artist, which the track, release and month rows do not key.
        if (d === TRACK) addTo(j, TRACK, entity, 0);
        addTo(j, RELEASE, fine.release(j), 0);
        addTo(j, 0, fine.user(j), 0);
        addTo(j, ARTIST, fine.user(j), text);
        continue;
      }
      addTo(j, d, entity, text);
      if (d > TRACK) addTo(j, d - TRACK + RELEASE, fine.release(j), text);
      addTo(j, (d - RELEASE) % 3, fine.user(j), text);
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
    this.rows = new RollupTable();
    if (all.size === 0) return;
    const text = new CopyTextBuffer();
    for (let i = 0; i < all.size; i += 1) {
      const d = all.keyPart(i, 0);
      const trackId = d >= TRACK ? all.keyPart(i, 1) : 0;
      // release, release-store, release-territory and track rows name the release
      const releaseId = d >= RELEASE && d <= TRACK ? all.release(i) : 0;
      text.append(
        `${all.user(i)}\t${DIMENSIONS[d]}\t${releaseId}\t${trackId}\t${copyTextValue(this.texts[all.keyPart(i, 2)])}\t` +
          `${this.months[all.keyPart(i, 3)]}\t${all.lines(i)}\t${all.total(i, 'units')}\t${all.total(i, 'amount')}\t` +
          `${all.total(i, 'streamUnits')}\t${all.total(i, 'streamAmount')}\n`,
      );
    }
    await this.write(text.take());
  }
}

/** Writes rollup rows given as COPY text (ROLLUP_COLUMNS order); the import process asks the server. */
export type RollupWrite = (copyText: Buffer) => Promise<void>;
