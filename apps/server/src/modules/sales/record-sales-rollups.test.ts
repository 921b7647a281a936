import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { SalesRollupRecorder, type RollupLine } from './record-sales-rollups.js';
import { upsertRollups } from './upsert-rollups.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const line = (userId: number, amountMicros: bigint, units = 1n): RollupLine => ({
  userId,
  saleDate: '2024-03-15',
  releaseId: 7,
  trackId: 70,
  store: 'Spotify',
  territory: 'SE',
  artist: 'A',
  units,
  amountMicros,
  isStream: true,
});

async function monthRow(userId: number) {
  const [row] = await queryRows<{ lines: number; units: string; amount_micros: string; stream_micros: string }>(
    ctx.deps.db,
    sql`
    SELECT lines, units::text, amount_micros::text, stream_micros::text FROM sales_rollups WHERE user_id = ${userId} AND dimension = 'month'`,
  );
  return row;
}

describe('sales rollup recorder', () => {
  it('sums exactly past 2^53 micro-units (doubles spill into bigint before they lose a unit)', async () => {
    const { user } = await createUser(ctx);
    const recorder = new SalesRollupRecorder(upsertRollups(ctx.deps.db));
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
    const recorder = new SalesRollupRecorder(upsertRollups(ctx.deps.db));
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

describe('sales rollup rows per dimension', () => {
  /** The rule, written plainly: each line adds to ten rows (the last three only when it has a track). */
  function expectedRows(
    lines: RollupLine[],
  ): Map<string, { lines: number; units: bigint; amount: bigint; streamUnits: bigint; streamAmount: bigint }> {
    const rows = new Map<
      string,
      { lines: number; units: bigint; amount: bigint; streamUnits: bigint; streamAmount: bigint }
    >();
    for (const l of lines) {
      const month = `${l.saleDate.slice(0, 7)}-01`;
      const keys: [string, number, number, string][] = [
        ['month', 0, 0, ''],
        ['store', 0, 0, l.store],
        ['territory', 0, 0, l.territory],
        ['artist', 0, 0, l.artist],
        ['release', l.releaseId, 0, ''],
        ['release-store', l.releaseId, 0, l.store],
        ['release-territory', l.releaseId, 0, l.territory],
      ];
      // track-store and track-territory rows name the track only
      if (l.trackId !== null)
        keys.push(
          ['track', l.releaseId, l.trackId, ''],
          ['track-store', 0, l.trackId, l.store],
          ['track-territory', 0, l.trackId, l.territory],
        );
      for (const [dimension, release, track, key] of keys) {
        const id = `${l.userId}|${dimension}|${release}|${track}|${key}|${month}`;
        const row = rows.get(id) ?? { lines: 0, units: 0n, amount: 0n, streamUnits: 0n, streamAmount: 0n };
        row.lines += 1;
        row.units += l.units;
        row.amount += l.amountMicros;
        if (l.isStream) {
          row.streamUnits += l.units;
          row.streamAmount += l.amountMicros;
        }
        rows.set(id, row);
      }
    }
    return rows;
  }

  it('writes exactly the rows and sums of the ten dimensions, for track lines and UPC-only lines, across flushes', async () => {
    const alice = (await createUser(ctx)).user.id;
    const bob = (await createUser(ctx)).user.id;
    const catalog = [
      { userId: alice, releaseId: 11, trackId: 111 },
      { userId: alice, releaseId: 11, trackId: 112 },
      { userId: alice, releaseId: 11, trackId: null },
      { userId: alice, releaseId: 12, trackId: 121 },
      { userId: bob, releaseId: 21, trackId: 211 },
      { userId: bob, releaseId: 22, trackId: null },
    ];
    let seed = 11;
    const next = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    const lines: RollupLine[] = Array.from({ length: 400 }, () => ({
      ...catalog[next(catalog.length)],
      saleDate: ['2024-01-15', '2024-01-31', '2024-02-01'][next(3)],
      store: ['Spotify', 'Deezer', 'Other Revenue'][next(3)],
      territory: ['SE', 'US', 'ZZ'][next(3)],
      artist: ['A', 'B'][next(2)],
      units: BigInt(next(50)),
      amountMicros: BigInt(next(2_000_000) - 500_000),
      isStream: next(2) === 0,
    }));
    const recorder = new SalesRollupRecorder(upsertRollups(ctx.deps.db));
    for (const [i, l] of lines.entries()) {
      recorder.add(l);
      if (i === 150) await recorder.flush(); // later rows add to rows already written
    }
    await recorder.flush();

    const written = await queryRows<{
      user_id: number;
      dimension: string;
      release_id: number;
      track_id: number;
      key: string;
      month: string;
      lines: number;
      units: string;
      amount_micros: string;
      stream_units: string;
      stream_micros: string;
    }>(
      ctx.deps.db,
      sql`
      SELECT user_id, dimension, release_id, track_id, key, to_char(month, 'YYYY-MM-DD') AS month, lines, units::text, amount_micros::text, stream_units::text, stream_micros::text
      FROM sales_rollups WHERE user_id IN (${alice}, ${bob})`,
    );
    const actual = new Map(
      written.map((r) => [
        `${r.user_id}|${r.dimension}|${r.release_id}|${r.track_id}|${r.key}|${r.month}`,
        {
          lines: r.lines,
          units: BigInt(r.units),
          amount: BigInt(r.amount_micros),
          streamUnits: BigInt(r.stream_units),
          streamAmount: BigInt(r.stream_micros),
        },
      ]),
    );
    expect(actual).toEqual(expectedRows(lines));
  });
});
