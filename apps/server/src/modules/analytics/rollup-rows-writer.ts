import { isUniqueViolation } from '../../platform/db-errors.js';
/**
 * Writes rollup rows a trend import summed in memory (COPY binary rows of rollupColumns, sorted by
 * the table's key) into analytics_daily or analytics_monthly. Rows no other batch has made yet are
 * copied straight in (a new day of a platform, the usual case: a third of the time an upsert
 * takes); under a savepoint, so when a row exists after all (another import of the same days, or a
 * day this import already wrote) the copy is undone and the rows are added to the existing ones
 * instead, from a staging table, for the rest of the import.
 */
import { sql } from 'drizzle-orm';
import { copyInto } from '../../platform/bulk-copy.js';
import type { DbExecutor } from '../../platform/db.js';
import type { WriteLane } from './write-lane.js';

export type RollupTable = 'analytics_daily' | 'analytics_monthly';

/** The rollup key's columns, in the order of the table's unique index. */
function rollupKey(table: RollupTable): string[] {
  const period = table === 'analytics_daily' ? 'day' : 'month';
  return ['user_id', 'platform', 'metric', 'dimension', 'release_id', 'track_id', 'country', period, 'value'];
}

/**
 * The columns of the rows written, in COPY's order: what one target (account, release, track)
 * shares, then one slot (metric, dimension, value), so each row is five pieces encoded before.
 */
export function rollupColumns(table: RollupTable): string[] {
  const period = table === 'analytics_daily' ? 'day' : 'month';
  return ['user_id', 'release_id', 'track_id', 'platform', 'metric', 'dimension', 'value', 'country', period, 'amount'];
}

export class RollupRowsWriter {
  /** Rows may exist: add to them (after a conflict, for the rest of the import). */
  private adding = false;
  private staged = false;

  constructor(
    private readonly db: DbExecutor,
    private readonly lane: WriteLane,
    private readonly table: RollupTable,
  ) {}

  /** Starts writing `rows` (after the write before it); `mayExist`: some of their keys were written before. */
  async write(rows: Buffer, mayExist: boolean): Promise<void> {
    if (rows.length === 0) return;
    if (mayExist) this.adding = true;
    await this.lane.run(async () => {
      if (!this.adding && (await this.copiedNew(rows))) return;
      this.adding = true;
      await this.addToExisting(rows);
    });
  }

  private async copiedNew(rows: Buffer): Promise<boolean> {
    await this.db.execute(sql`SAVEPOINT trend_rollup_rows`);
    try {
      await copyInto(this.db, this.table, rollupColumns(this.table), rows, 'binary');
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.db.execute(sql`ROLLBACK TO SAVEPOINT trend_rollup_rows`);
      return false;
    }
    await this.db.execute(sql`RELEASE SAVEPOINT trend_rollup_rows`);
    return true;
  }

  private async addToExisting(rows: Buffer): Promise<void> {
    const columns = rollupColumns(this.table);
    const keys = sql.raw(rollupKey(this.table).join(', '));
    const table = sql.raw(this.table);
    const stage = `${this.table}_stage`;
    if (!this.staged) {
      await this.db.execute(sql.raw(`CREATE TEMP TABLE IF NOT EXISTS ${stage} (LIKE ${this.table}) ON COMMIT DROP`));
      this.staged = true;
    }
    await this.db.execute(sql.raw(`TRUNCATE ${stage}`));
    await copyInto(this.db, stage, columns, rows, 'binary');
    await this.db.execute(sql`
      INSERT INTO ${table} (${keys}, amount)
      SELECT ${keys}, amount FROM ${sql.raw(stage)} ORDER BY ${keys}
      ON CONFLICT (${keys}) DO UPDATE SET amount = ${table}.amount + excluded.amount`);
  }
}
