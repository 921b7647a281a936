import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { queryRows } from '../statements/sql-arrays.js';
import { SalesRollupRecorder, type RollupLine } from './record-sales-rollups.js';

let ctx: TestContext;
beforeEach(async () => { ctx = await createTestApp(); });
afterEach(async () => { await ctx.close(); });

const line = (userId: number, amountMicros: bigint, units = 1n): RollupLine => ({
  userId, saleDate: '2024-03-15', releaseId: 7, trackId: 70, store: 'Spotify', territory: 'SE', artist: 'A', units, amountMicros, isStream: true,
});

async function monthRow(userId: number) {
  const [row] = await queryRows<{ lines: number; units: string; amount_micros: string; stream_micros: string }>(ctx.deps.db, sql`
    SELECT lines, units::text, amount_micros::text, stream_micros::text FROM sales_rollups WHERE user_id = ${userId} AND dimension = 'month'`);
  return row;
}

describe('sales rollup recorder', () => {
  it('sums exactly past 2^53 micro-units (doubles spill into bigint before they lose a unit)', async () => {
    const { user } = await createUser(ctx);
    const recorder = new SalesRollupRecorder(ctx.deps.db);
    const big = 2n ** 51n + 3n; // each addend is exact in a double; their sum is not
    let expected = 0n;
    for (let i = 0; i < 9; i += 1) {
      recorder.add(line(user.id, big));
      expected += big;
    }
    recorder.add(line(user.id, -1n));
    expected -= 1n;
    await recorder.flush();
    const row = await monthRow(user.id);
    expect(row.amount_micros).toBe(expected.toString());
    expect(row.stream_micros).toBe(expected.toString());
    expect(row.lines).toBe(10);
  });

  it('takes a single line larger than 2^52 exactly, and adds to rows written by an earlier flush', async () => {
    const { user } = await createUser(ctx);
    const recorder = new SalesRollupRecorder(ctx.deps.db);
    const huge = 2n ** 60n + 12_345n;
    recorder.add(line(user.id, huge, 2n ** 55n + 1n));
    await recorder.flush();
    recorder.add(line(user.id, 5n));
    await recorder.flush();
    const row = await monthRow(user.id);
    expect(row.amount_micros).toBe((huge + 5n).toString());
    expect(row.units).toBe((2n ** 55n + 2n).toString());
    expect(row.lines).toBe(2);
  });
});
