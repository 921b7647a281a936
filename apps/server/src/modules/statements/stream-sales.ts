/**
 * What the areas that follow statements read of them (analytics derives streams from them):
 * a statement's status and its matched stream and video lines summed per owner, release, track,
 * store, territory and sale month. Lines of a statement that is not imported count for nobody.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { statements } from './tables.js';

export interface StatementStreamSale {
  ownerUserId: number;
  /** 0 when the line matched no release. */
  releaseId: number;
  /** 0 when the line matched its release by UPC only. */
  trackId: number;
  /** The store's display name (domain salesChannelName). */
  store: string;
  /** ISO 3166-1 alpha-2, or 'ZZ' when the line named none. */
  territory: string;
  /** yyyy-mm-01 of the sale period's start. */
  month: string;
  /** 'stream' or 'ugc' (views of videos using the recording). */
  useType: string;
  units: bigint;
  lines: number;
}

/** A statement's status, or null when there is no such statement. */
export async function statementStatus(db: DbExecutor, statementId: number): Promise<string | null> {
  const [row] = await db.select({ status: statements.status }).from(statements).where(eq(statements.id, statementId));
  return row?.status ?? null;
}

/** The ids of the statements whose sales count (imported, not reversed). */
export async function importedStatementIds(db: DbExecutor): Promise<number[]> {
  const rows = await db.select({ id: statements.id }).from(statements).where(eq(statements.status, 'imported'));
  return rows.map((row) => row.id);
}

/** The statement's matched stream and UGC lines, summed (downloads and other uses left out). */
export async function statementStreamSales(db: DbExecutor, statementId: number): Promise<StatementStreamSale[]> {
  const rows = await queryRows<{
    owner_user_id: number;
    release_id: number;
    track_id: number;
    store: string;
    territory: string;
    month: string;
    use_type: string;
    units: string;
    lines: number;
  }>(
    db,
    sql`SELECT owner_user_id, coalesce(release_id, 0) AS release_id, coalesce(track_id, 0) AS track_id, store,
          territory, date_trunc('month', sale_period_start)::date::text AS month, use_type,
          sum(units)::text AS units, count(*)::int AS lines
        FROM sales_lines
        WHERE statement_id = ${statementId} AND owner_user_id IS NOT NULL AND use_type IN ('stream', 'ugc')
        GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  );
  return rows.map((row) => ({
    ownerUserId: Number(row.owner_user_id),
    releaseId: Number(row.release_id),
    trackId: Number(row.track_id),
    store: row.store,
    territory: row.territory,
    month: row.month,
    useType: row.use_type,
    units: BigInt(row.units),
    lines: Number(row.lines),
  }));
}
