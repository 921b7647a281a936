import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { type AnalyticsFact, AnalyticsFactWriter } from './fact-writer.js';
import { addFactRollups } from './import-fact-rollups.js';
import { removeFacts } from './fact-removal.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

/** Facts over two months, several accounts, releases, tracks, countries (one unknown), dimensions. */
function facts(): AnalyticsFact[] {
  const out: AnalyticsFact[] = [];
  let amount = 1n;
  for (const day of ['2026-01-30', '2026-01-31', '2026-02-01'])
    for (const [userId, releaseId, trackId] of [
      [1, 10, 100],
      [1, 10, 101],
      [1, 11, 0],
      [2, 0, 0],
    ] as const)
      for (const country of ['SE', 'DE', ''])
        for (const [dimension, value] of [
          ['', ''],
          ['device', 'mobile'],
          ['age', '25-34'],
        ] as const) {
          amount += 3n;
          out.push({
            day,
            platform: 'spotify',
            userId,
            releaseId,
            trackId,
            country,
            dimension,
            value,
            metric: 'streams',
            amount,
          });
        }
  return out;
}

async function rollups(db: DbExecutor = ctx.deps.db) {
  const read = (table: string, period: string) =>
    queryRows<Record<string, string>>(
      db,
      sql.raw(`SELECT user_id, platform, metric, dimension, release_id, track_id, country, ${period}::text AS period, value, amount::text
               FROM ${table} ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`),
    );
  return { daily: await read('analytics_daily', 'day'), monthly: await read('analytics_monthly', 'month') };
}

describe('rollups made in SQL over the facts', () => {
  it('are the rollups the writer makes in memory, and removing the facts takes them all away', async () => {
    await ctx.deps.db.transaction(async (tx) => {
      const writer = new AnalyticsFactWriter(tx, 1);
      for (const fact of facts()) await writer.add(fact);
      await writer.flush();
    });
    const inMemory = await rollups();
    expect(inMemory.daily.length).toBeGreaterThan(50);
    await ctx.deps.db.transaction((tx) => removeFacts(tx, sql`import_id = 1`));
    expect(await rollups()).toEqual({ daily: [], monthly: [] });

    await ctx.deps.db.transaction(async (tx) => {
      const writer = new AnalyticsFactWriter(tx, 2, { rollupsInSql: true });
      for (const fact of facts()) await writer.add(fact);
      await writer.flush();
      expect(await rollups(tx)).toEqual({ daily: [], monthly: [] });
      await addFactRollups(tx, sql`import_id = 2`);
    });
    expect(await rollups()).toEqual(inMemory);
  });
});
