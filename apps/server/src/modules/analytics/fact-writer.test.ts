import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { type AnalyticsFact, AnalyticsFactWriter } from './fact-writer.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const fact = (userId: number, over: Partial<AnalyticsFact>): AnalyticsFact => ({
  day: '2026-03-02',
  platform: 'spotify',
  userId,
  releaseId: 5,
  trackId: 50,
  country: 'SE',
  dimension: '',
  value: '',
  metric: 'streams',
  amount: 10n,
  ...over,
});

async function rollup(
  userId: number,
  where: { releaseId: number; trackId: number; country: string; dimension?: string },
) {
  const rows = await queryRows<{ amount: string }>(
    ctx.deps.db,
    sql`SELECT sum(amount)::text AS amount FROM analytics_daily WHERE user_id = ${userId} AND release_id = ${where.releaseId}
        AND track_id = ${where.trackId} AND country = ${where.country} AND dimension = ${where.dimension ?? ''}`,
  );
  return rows[0]?.amount ?? null;
}

describe('analytics fact writer', () => {
  it('copies the facts and adds them to every rollup level the endpoints read', async () => {
    const { user } = await createUser(ctx);
    await ctx.deps.db.transaction(async (tx) => {
      const writer = new AnalyticsFactWriter(tx, 1);
      await writer.add(fact(user.id, {}));
      await writer.add(fact(user.id, { country: 'DE', amount: 5n }));
      await writer.add(fact(user.id, { trackId: 51, day: '2026-04-01', amount: 7n }));
      await writer.add(fact(user.id, { dimension: 'device', value: 'mobile', amount: 8n }));
      await writer.add(fact(user.id, { releaseId: 0, trackId: 0, country: '', amount: 1n }));
      await writer.add(fact(user.id, { country: '', dimension: 'age', value: '25-34', amount: 4n }));
      await writer.flush();
      expect(writer.written).toBe(6);
      expect([writer.firstDay, writer.lastDay]).toEqual(['2026-03-02', '2026-04-01']);
    });
    const [count] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM analytics_facts`);
    expect(count?.n).toBe(6);
    expect(await rollup(user.id, { releaseId: 0, trackId: 0, country: '*' })).toBe('23');
    expect(await rollup(user.id, { releaseId: 0, trackId: 0, country: 'SE' })).toBe('17');
    expect(await rollup(user.id, { releaseId: 0, trackId: 0, country: 'ZZ' })).toBe('1');
    expect(await rollup(user.id, { releaseId: 5, trackId: 0, country: '*' })).toBe('22');
    expect(await rollup(user.id, { releaseId: 5, trackId: 50, country: 'DE' })).toBe('5');
    expect(await rollup(user.id, { releaseId: 5, trackId: 50, country: '*', dimension: 'device' })).toBe('8');
    const monthly = await queryRows<{ month: string; amount: string }>(
      ctx.deps.db,
      sql`SELECT month::text AS month, amount::text AS amount FROM analytics_monthly WHERE user_id = ${user.id}
          AND release_id = 0 AND track_id = 0 AND country = '*' AND dimension = '' ORDER BY month`,
    );
    expect(monthly).toEqual([
      { month: '2026-03-01', amount: '16' },
      { month: '2026-04-01', amount: '7' },
    ]);
    // A dimension's slice is not kept per track and country (that would be the facts again).
    expect(await rollup(user.id, { releaseId: 5, trackId: 50, country: 'SE', dimension: 'device' })).toBeNull();
    // Nor per unknown country: no filter asks for 'ZZ'.
    expect(await rollup(user.id, { releaseId: 0, trackId: 0, country: '*', dimension: 'age' })).toBe('4');
    expect(await rollup(user.id, { releaseId: 0, trackId: 0, country: 'ZZ', dimension: 'age' })).toBeNull();
  });

  it('adds a second batch to the same rollup rows instead of replacing them', async () => {
    const { user } = await createUser(ctx);
    for (const importId of [1, 2])
      await ctx.deps.db.transaction(async (tx) => {
        const writer = new AnalyticsFactWriter(tx, importId);
        await writer.add(fact(user.id, { amount: 3n }));
        await writer.flush();
      });
    expect(await rollup(user.id, { releaseId: 5, trackId: 50, country: 'SE' })).toBe('6');
  });
});
