/**
 * Read-only queries for the "earning" report pages (sales/release, sales/tracks, sales/artist):
 * what the user earned per release, track or artist in the range. Own sales come from the
 * sales rollups (owner: modules/sales); split money from split_earnings (owner: modules/splits),
 * by SALE month like the rollups, so both sides cut the range the same way:
 *   total = own gross - shares given to payees (paid or still held) + shares received (paid).
 * Money received from someone else's split shows under their release / track / artist.
 * Artist: own sales by the artist name the store reported; split money by the release's main
 * artist (release_artists, lowest position), the name the catalog delivered to the stores.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db.js';
import { queryRows } from '../../../platform/sql-arrays.js';
import type { DayRange } from './sales-rows.js';

export type EarningGrouping = 'release' | 'track' | 'artist';

export interface EarningRow {
  grp: string;
  units: string;
  gross: string;
  given: string;
  received: string;
  total: string;
}

const GROUPS: Record<EarningGrouping, { own: SQL; split: SQL }> = {
  release: { own: sql`release_id::text`, split: sql`t.release_id::text` },
  track: { own: sql`track_id::text`, split: sql`t.id::text` },
  artist: {
    own: sql`key`,
    split: sql`coalesce((SELECT ra.name FROM release_artists ra WHERE ra.release_id = t.release_id ORDER BY ra.position LIMIT 1), '')`,
  },
};

function months(column: SQL, range: Partial<DayRange>): SQL {
  const parts = [sql`true`];
  if (range.start) parts.push(sql`${column} >= date_trunc('month', ${range.start}::date)::date`);
  if (range.end) parts.push(sql`${column} <= ${range.end}::date`);
  return sql.join(parts, sql` AND `);
}

function earningsQuery(userId: number, grouping: EarningGrouping, range: Partial<DayRange>): SQL {
  const { own, split } = GROUPS[grouping];
  return sql`
    WITH own AS (
      SELECT ${own} AS grp, sum(units) AS units, sum(amount_micros) AS gross FROM sales_rollups
      WHERE user_id = ${userId} AND dimension = ${grouping} AND ${months(sql`month`, range)} GROUP BY 1
    ), given AS (
      SELECT ${split} AS grp, sum(e.amount_micros + e.held_micros) AS given
      FROM split_earnings e JOIN splits s ON s.id = e.split_id JOIN tracks t ON t.id = s.track_id
      WHERE e.owner_user_id = ${userId} AND ${months(sql`e.month`, range)} GROUP BY 1
    ), received AS (
      SELECT ${split} AS grp, sum(e.amount_micros) AS received
      FROM split_earnings e JOIN splits s ON s.id = e.split_id JOIN tracks t ON t.id = s.track_id
      WHERE e.payee_user_id = ${userId} AND ${months(sql`e.month`, range)} GROUP BY 1
    ), joined AS (
      SELECT grp, coalesce(own.units, 0) AS units, coalesce(own.gross, 0) AS gross,
        coalesce(given.given, 0) AS given, coalesce(received.received, 0) AS received
      FROM own FULL JOIN given USING (grp) FULL JOIN received USING (grp)
    )
    SELECT grp, units, gross, given, received, gross - given + received AS net
    FROM joined WHERE gross <> 0 OR given <> 0 OR received <> 0`;
}

export async function countEarningRows(
  db: DbExecutor,
  userId: number,
  grouping: EarningGrouping,
  range: Partial<DayRange>,
): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM (${earningsQuery(userId, grouping, range)}) q`,
  );
  return Number(row?.n ?? 0);
}

/** Biggest earnings first; ties by the group's key so pages never overlap. */
export async function earningRowsPage(
  db: DbExecutor,
  userId: number,
  grouping: EarningGrouping,
  range: Partial<DayRange>,
  offset: number,
  limit: number,
): Promise<EarningRow[]> {
  return queryRows<EarningRow>(
    db,
    sql`
    SELECT grp, units::text AS units, gross::text AS gross, given::text AS given, received::text AS received, net::text AS total
    FROM (${earningsQuery(userId, grouping, range)}) q
    ORDER BY q.net DESC, q.grp LIMIT ${limit} OFFSET ${offset}`,
  );
}
