import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';
import { confirm, submitOk } from '../splits/testing.js';

/**
 * "Last month's earnings" are the earnings booked in last month's accounting period: a statement
 * counts in the period the store reports (here the period given on upload), whatever day it was
 * imported; a closed period sends a late statement to the next open one; split shares count for
 * the payee when they are theirs (paid at once, or released on acceptance).
 */
describe("wallet balance: last month's earnings by accounting period", () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  let artist: CreatedUser;
  let payee: CreatedUser;
  let latePayee: CreatedUser;
  let splitId: number;
  let mappingId: number;
  const month = (back: number) => {
    const now = ctx.clock.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  };
  const lastMonth = async (who: CreatedUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/portal/wallet/balance', headers: bearer(who.token) });
    expect(res.statusCode).toBe(200);
    return res.json().lastMonthEarnings;
  };
  const upload = async (name: string, rows: Parameters<typeof csvStatement>[0], period: string) => {
    const { payload, headers } = statementUpload(name, csvStatement(rows), { mappingId: String(mappingId), period });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(admin.token) },
      payload,
    });
    expect(res.json().status, res.body).toBe('imported');
    return res.json() as { id: number; reportedPeriod: string; bookedPeriod: string };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { isAdmin: true });
    [artist, payee, latePayee] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const catalog = await createCatalog(ctx, artist.user.id, {
      upc: '859700000911',
      isrcs: ['QZDA41399001', 'QZDA41399002'],
    });
    splitId = await submitOk(ctx, artist.token, {
      trackId: catalog.tracks[1].id,
      effectiveFrom: `${month(4)}-01`,
      payees: [
        { email: payee.user.email, share: 25 },
        { email: latePayee.user.email, share: 10 },
      ],
    });
    await confirm(ctx, payee.token, splitId, true);
    const mapping = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements/mappings',
      headers: bearer(admin.token),
      payload: GENERIC_MAPPING,
    });
    mappingId = mapping.json().id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("counts a statement reported for last month, with sales of several months, imported today, less splits' shares", async () => {
    const statement = await upload(
      'last-month.csv',
      [
        { isrc: 'QZDA41399001', amount: '5.000000', period: month(2) },
        { isrc: 'QZDA41399001', amount: '3.000000', period: month(1) },
        { isrc: 'QZDA41399002', amount: '4.000000', period: month(1) },
        { upc: '859700000911', amount: '0.123456', period: month(1) },
      ],
      month(1),
    );
    expect(statement).toMatchObject({ reportedPeriod: month(1), bookedPeriod: month(1) });
    // 5 + 3 + 4 + 0.123456 less 25 % and 10 % (held) of the 4.00 on the split track.
    expect(await lastMonth(artist)).toEqual({ dividends: '10.72', date: month(1) });
    expect(await lastMonth(payee)).toEqual({ dividends: '1.00', date: month(1) });
    expect(await lastMonth(latePayee)).toEqual({ dividends: '0.00', date: month(1) });
  });

  it('leaves out a statement reported for an earlier period, whenever it arrives', async () => {
    const statement = await upload(
      'older.csv',
      [{ isrc: 'QZDA41399001', amount: '7.000000', period: month(3) }],
      month(3),
    );
    expect(statement).toMatchObject({ reportedPeriod: month(3), bookedPeriod: month(3) });
    expect(await lastMonth(artist)).toEqual({ dividends: '10.72', date: month(1) });
  });

  it('counts a held share for the payee once it is theirs, in the month it was released', async () => {
    await confirm(ctx, latePayee.token, splitId, true);
    expect(await lastMonth(latePayee)).toEqual({ dividends: '0.00', date: month(1) });
    // Into the next month: the release month is now last month.
    const now = ctx.clock.now();
    ctx.clock.advanceMinutes((Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2) - now.getTime()) / 60_000);
    expect((await lastMonth(latePayee)).dividends).toBe('0.40');
  });
});
