import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { SalesRollupRecorder, type RollupLine } from './record-sales-rollups.js';
import { applyStagedRollups, dropStagedRollups, stagedRollupBatches, stageRollups } from './staged-rollups.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const line = (userId: number, trackId: number, amountMicros: bigint): RollupLine => ({
  userId,
  saleDate: '2024-03-15',
  releaseId: 7,
  trackId,
  store: 'Spotify',
  territory: 'SE',
  artist: 'A',
  units: 1n,
  amountMicros,
  isStream: true,
});

/** The COPY text a recorder writes for `lines`. */
async function rollupText(lines: RollupLine[]): Promise<Buffer> {
  const texts: Buffer[] = [];
  const recorder = new SalesRollupRecorder(async (text) => void texts.push(text));
  for (const l of lines) recorder.add(l);
  await recorder.flush();
  return Buffer.concat(texts);
}

async function monthRow(userId: number) {
  const rows = await queryRows<{ lines: number; amount_micros: string }>(
    ctx.deps.db,
    sql`SELECT lines, amount_micros::text FROM sales_rollups WHERE user_id = ${userId} AND dimension = 'month'`,
  );
  return rows[0] ?? null;
}

describe('staged rollups', () => {
  it('are invisible until moved, then added to what is there exactly once, in steps', async () => {
    const { user } = await createUser(ctx);
    // Before: one sale already in the figures.
    await stageRollups(ctx.deps.db, 'earlier', await rollupText([line(user.id, 1, 5n)]));
    await applyStagedRollups(ctx.deps.db, 'earlier');
    // Thousands of tracks (more rows than one move takes), staged twice under one batch: the same keys twice.
    const many = Array.from({ length: 3_000 }, (_, i) => line(user.id, i + 1, 10n));
    await stageRollups(ctx.deps.db, 'statement:9', await rollupText(many));
    await stageRollups(ctx.deps.db, 'statement:9', await rollupText([line(user.id, 1, 1n)]));
    expect(await stagedRollupBatches(ctx.deps.db)).toEqual(['statement:9']);
    expect(await monthRow(user.id)).toEqual({ lines: 1, amount_micros: '5' });

    // Each track has a track, track-store and track-territory row: over 9,000 rows to move.
    expect(await applyStagedRollups(ctx.deps.db, 'statement:9')).toBeGreaterThan(9_000);
    expect(await monthRow(user.id)).toEqual({ lines: 3_002, amount_micros: '30006' });
    const [track1] = await queryRows<{ lines: number; amount_micros: string }>(
      ctx.deps.db,
      sql`SELECT lines, amount_micros::text FROM sales_rollups WHERE user_id = ${user.id} AND dimension = 'track' AND track_id = 1`,
    );
    expect(track1).toEqual({ lines: 3, amount_micros: '16' });
    // Moved means gone from the stage: a second run adds nothing.
    expect(await applyStagedRollups(ctx.deps.db, 'statement:9')).toBe(0);
    expect(await monthRow(user.id)).toEqual({ lines: 3_002, amount_micros: '30006' });
    expect(await stagedRollupBatches(ctx.deps.db)).toEqual([]);
  });

  it('of a batch dropped never reach the figures', async () => {
    const { user } = await createUser(ctx);
    await stageRollups(ctx.deps.db, 'statement:3', await rollupText([line(user.id, 1, 10n)]));
    await dropStagedRollups(ctx.deps.db, 'statement:3');
    expect(await applyStagedRollups(ctx.deps.db, 'statement:3')).toBe(0);
    expect(await monthRow(user.id)).toBeNull();
  });
});
