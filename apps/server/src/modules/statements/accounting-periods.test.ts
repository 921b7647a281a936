import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERIOD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';

let ctx: TestContext;
let admin: CreatedUser;
let artist: CreatedUser;
let mappingId: number;

const month = (back: number) => {
  const now = ctx.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};

beforeEach(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
  artist = await createUser(ctx);
  await createCatalog(ctx, artist.user.id, { isrcs: ['QZTST2680001'] });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin.token),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterEach(async () => {
  await ctx.close();
});

const close = (period: unknown, token = admin.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/accounting-periods/close',
    headers: bearer(token),
    payload: { period } as Record<string, unknown>,
  });

async function upload(name: string, amount: string, period: string) {
  const { payload, headers } = statementUpload(name, csvStatement([{ isrc: 'QZTST2680001', amount, period }]), {
    mappingId: String(mappingId),
    period,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  expect(res.json().status, res.body).toBe('imported');
  return res.json() as { id: number; reportedPeriod: string; bookedPeriod: string };
}

async function bookedAt(statementId: number): Promise<string[]> {
  const rows = await queryRows<{ at: string }>(
    ctx.deps.db,
    sql`SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS at FROM ledger_transactions
      WHERE idempotency_key LIKE ${`statement:${statementId}:%`} OR idempotency_key = ${`statement-reversal:${statementId}`}
      ORDER BY id`,
  );
  return rows.map((row) => row.at);
}

describe('accounting periods', () => {
  it('refuses a bad period, a future one and anyone but an operator', async () => {
    for (const period of [undefined, '', '2026-13', '2026-1', 202610, 'x'.repeat(100)]) {
      const res = await close(period);
      expect(res.statusCode, String(period)).toBe(422);
      expect(res.json().errors.period).toBeDefined();
    }
    expect((await close('2026-13')).json().errors.period).toEqual([PERIOD_MESSAGES.format]);
    const future = await close(month(-1));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.period).toEqual([PERIOD_MESSAGES.future]);
    expect((await close(month(1), artist.token)).statusCode).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/accounting-periods',
      headers: bearer(artist.token),
    });
    expect(list.statusCode).toBe(403);
  });

  it('books a statement in the period the store reports, not the import day', async () => {
    const statement = await upload('august.csv', '4.000000', month(3));
    expect(statement).toMatchObject({ reportedPeriod: month(3), bookedPeriod: month(3) });
    expect(await bookedAt(statement.id)).toEqual([month(3)]);
  });

  it('closes a period (audited, twice is once) and books a later report for it in the next open period', async () => {
    const first = await close(month(2));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: [{ period: month(2), closedBy: admin.user.email }],
      openPeriod: month(0),
    });
    await close(month(1));
    const again = await close(month(2));
    expect(again.json().data.map((row: { period: string }) => row.period)).toEqual([month(1), month(2)]);

    const late = await upload('late.csv', '6.000000', month(2));
    // Two closed months in a row: the next open one is this month.
    expect(late).toMatchObject({ reportedPeriod: month(2), bookedPeriod: month(0) });
    expect(await bookedAt(late.id)).toEqual([month(0)]);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/statements/${late.id}`,
      headers: bearer(admin.token),
    });
    expect(detail.json()).toMatchObject({ reportedPeriod: month(2), bookedPeriod: month(0) });

    // A reversal is booked now too, never in a closed period.
    const earlier = await upload('earlier.csv', '1.000000', month(3));
    const reversed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/statements/${earlier.id}/reverse`,
      headers: bearer(admin.token),
      payload: { reason: 'Wrong file' },
    });
    expect(reversed.statusCode).toBe(200);
    expect(await bookedAt(earlier.id)).toEqual([month(3), month(0)]);
  });

  it("moves what an operator closes this month to next month's period", async () => {
    await close(month(0));
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/accounting-periods',
      headers: bearer(admin.token),
    });
    expect(list.json().openPeriod).toBe(month(-1));
    const statement = await upload('this-month.csv', '2.000000', month(0));
    expect(statement).toMatchObject({ reportedPeriod: month(0), bookedPeriod: month(-1) });
    expect(await bookedAt(statement.id)).toEqual([month(-1)]);
  });
});
