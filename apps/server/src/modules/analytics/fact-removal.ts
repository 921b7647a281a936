import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { ALL_COUNTRIES } from './fact-writer.js';

/**
 * Subtracts the facts `where` picks (a condition on analytics_facts) from the daily and monthly
 * rollups, drops the rollup rows left at zero, and deletes the facts. Inside the caller's
 * transaction; an import's removal, and a statement's derived streams giving way to trend facts.
 */
export async function removeFacts(tx: DbExecutor, where: SQL): Promise<void> {
  // The same sums come off the daily rollups and, per month, off the monthly ones.
  for (const [table, period, periodOfFact] of [
    ['analytics_daily', 'day', 'day'],
    ['analytics_monthly', 'month', "date_trunc('month', day)::date"],
  ] as const) {
    const rollups = sql.raw(table);
    const periodColumn = sql.raw(period);
    await tx.execute(sql`
    WITH f AS (
      SELECT user_id, platform, metric, dimension, release_id, track_id,
             CASE WHEN country = '' THEN 'ZZ' ELSE country END AS country, ${sql.raw(periodOfFact)} AS day, value, amount
      FROM analytics_facts WHERE ${where}
    ),
    levels AS (
      SELECT user_id, platform, metric, dimension, 0 AS release_id, 0 AS track_id, ${ALL_COUNTRIES}::text AS country, day, value, amount FROM f
      UNION ALL SELECT user_id, platform, metric, dimension, 0, 0, country, day, value, amount
        FROM f WHERE dimension = '' OR country <> 'ZZ'
      UNION ALL SELECT user_id, platform, metric, dimension, release_id, 0, ${ALL_COUNTRIES}::text, day, value, amount
        FROM f WHERE release_id <> 0
      UNION ALL SELECT user_id, platform, metric, dimension, release_id, 0, country, day, value, amount
        FROM f WHERE release_id <> 0 AND dimension = ''
      UNION ALL SELECT user_id, platform, metric, dimension, release_id, track_id, ${ALL_COUNTRIES}::text, day, value, amount
        FROM f WHERE release_id <> 0 AND track_id <> 0
      UNION ALL SELECT user_id, platform, metric, dimension, release_id, track_id, country, day, value, amount
        FROM f WHERE release_id <> 0 AND track_id <> 0 AND dimension = ''
    ),
    sums AS (
      SELECT user_id, platform, metric, dimension, release_id, track_id, country, day, value, sum(amount) AS amount
      FROM levels GROUP BY user_id, platform, metric, dimension, release_id, track_id, country, day, value
    )
    UPDATE ${rollups} d SET amount = d.amount - s.amount
    FROM sums s
    WHERE d.user_id = s.user_id AND d.platform = s.platform AND d.metric = s.metric AND d.dimension = s.dimension
      AND d.release_id = s.release_id AND d.track_id = s.track_id AND d.country = s.country
      AND d.${periodColumn} = s.day AND d.value = s.value`);
    // A rollup row only this import fed is now zero: it goes (facts are never zero).
    await tx.execute(sql`
    DELETE FROM ${rollups} d
    USING (SELECT DISTINCT user_id, platform FROM analytics_facts WHERE ${where}) touched
    WHERE d.user_id = touched.user_id AND d.platform = touched.platform AND d.amount = 0`);
  }
  await tx.execute(sql`DELETE FROM analytics_facts WHERE ${where}`);
}
