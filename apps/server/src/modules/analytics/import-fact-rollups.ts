/**
 * The rollups of a set of facts, in SQL: the levels of forEachRollupLevel in fact-writer.ts (the
 * account (not for a slice of every country), per country (a dimension's slice only for a known
 * country), per release, per track, and per release or track and country for totals), summed
 * per day for analytics_daily and per month for analytics_monthly. Adding (a trend import, whose
 * facts were copied without rollups) and subtracting (removeFacts in fact-removal.ts) share it, so the two never
 * disagree; the removal test checks the rollups come back to what they were before an import.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { ALL_COUNTRIES } from './fact-writer.js';

export const ROLLUP_TABLES = [
  { table: 'analytics_daily', period: 'day', periodOfFact: 'day' },
  { table: 'analytics_monthly', period: 'month', periodOfFact: "date_trunc('month', day)::date" },
] as const;

/** `WITH ... sums AS (...)`: the facts `where` picks, summed per rollup key of `rollup`. */
export function rollupSums(where: SQL, rollup: (typeof ROLLUP_TABLES)[number]): SQL {
  return sql`
    WITH f AS (
      SELECT user_id, platform, metric, dimension, release_id, track_id,
             CASE WHEN country = '' THEN 'ZZ' ELSE country END AS country, ${sql.raw(rollup.periodOfFact)} AS day, value, amount
      FROM analytics_facts WHERE ${where}
    ),
    levels AS (
      SELECT user_id, platform, metric, dimension, 0 AS release_id, 0 AS track_id, ${ALL_COUNTRIES}::text AS country, day, value, amount
        FROM f WHERE country <> ${ALL_COUNTRIES}
      UNION ALL SELECT user_id, platform, metric, dimension, 0, 0, country, day, value, amount
        FROM f WHERE dimension = '' OR country NOT IN ('ZZ', ${ALL_COUNTRIES})
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
    )`;
}

/** Adds the facts `where` picks to the daily and monthly rollups (facts copied with `rollupsInSql`). */
export async function addFactRollups(tx: DbExecutor, where: SQL): Promise<void> {
  for (const rollup of ROLLUP_TABLES) {
    const table = sql.raw(rollup.table);
    const period = sql.raw(rollup.period);
    await tx.execute(sql`
      ${rollupSums(where, rollup)}
      INSERT INTO ${table} (user_id, platform, metric, dimension, release_id, track_id, country, ${period}, value, amount)
      SELECT user_id, platform, metric, dimension, release_id, track_id, country, day, value, amount FROM sums
      ON CONFLICT (user_id, platform, metric, dimension, release_id, track_id, country, ${period}, value)
      DO UPDATE SET amount = ${table}.amount + excluded.amount`);
  }
}
