import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { ROLLUP_TABLES, rollupSums } from './import-fact-rollups.js';

/**
 * Subtracts the facts `where` picks (a condition on analytics_facts) from the daily and monthly
 * rollups, drops the rollup rows left at zero, and deletes the facts. Inside the caller's
 * transaction; an import's removal, and a statement's derived streams giving way to trend facts.
 * The sums are those a trend import adds (import-fact-rollups.ts).
 */
export async function removeFacts(tx: DbExecutor, where: SQL): Promise<void> {
  for (const rollup of ROLLUP_TABLES) {
    const table = sql.raw(rollup.table);
    const period = sql.raw(rollup.period);
    await tx.execute(sql`
    ${rollupSums(where, rollup)}
    UPDATE ${table} d SET amount = d.amount - s.amount
    FROM sums s
    WHERE d.user_id = s.user_id AND d.platform = s.platform AND d.metric = s.metric AND d.dimension = s.dimension
      AND d.release_id = s.release_id AND d.track_id = s.track_id AND d.country = s.country
      AND d.${period} = s.day AND d.value = s.value`);
    // A rollup row only these facts fed is now zero: it goes (facts are never zero).
    await tx.execute(sql`
    DELETE FROM ${table} d
    USING (SELECT DISTINCT user_id, platform FROM analytics_facts WHERE ${where}) touched
    WHERE d.user_id = touched.user_id AND d.platform = touched.platform AND d.amount = 0`);
  }
  await tx.execute(sql`DELETE FROM analytics_facts WHERE ${where}`);
}
