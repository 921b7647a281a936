import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createSession } from '../auth/index.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';
import { confirm, submitOk } from '../splits/testing.js';

/**
 * "Last month's earnings" counts the sales of last calendar month (by SALE month), whenever their
 * statement was imported: one statement covering three months, posted today, must put only last
 * month's part there; split shares count for the payee once accepted, in their sale month.
 */
describe("wallet balance: last month's earnings by sale month", () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  let artist: CreatedUser;
  let payee: CreatedUser;
  let latePayee: CreatedUser;
  let splitId: number;
  const month = (back: number) => {
    const now = ctx.clock.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  };
  const lastMonth = async (who: CreatedUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/portal/wallet/balance', headers: bearer(who.token) });
    expect(res.statusCode).toBe(200);
    return res.json().lastMonthEarnings;
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
      effectiveFrom: `${month(3)}-01`,
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
    const file = csvStatement([
      { isrc: 'QZDA41399001', amount: '5.000000', period: month(2) },
      { isrc: 'QZDA41399001', amount: '3.000000', period: month(1) },
      { isrc: 'QZDA41399002', amount: '4.000000', period: month(1) },
      { upc: '859700000911', amount: '0.123456', period: month(1) },
      { isrc: 'QZDA41399001', amount: '1.000000', period: month(0) },
    ]);
    const { payload, headers } = statementUpload('months.csv', file, { mappingId: String(mapping.json().id) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      headers: { ...headers, ...bearer(admin.token) },
      payload,
    });
    expect(res.json().status).toBe('imported');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("counts only last month's sales of a statement covering three months, less what splits gave away", async () => {
    // 3.000000 + 4.000000 + 0.123456 (matched by UPC) - 25 % and 10 % of 4.000000 = 5.723456
    expect(await lastMonth(artist)).toEqual({ dividends: '5.72', date: month(1) });
    expect(await lastMonth(payee)).toEqual({ dividends: '1.00', date: month(1) });
    // Held until they accept: not theirs yet, and not the owner's either.
    expect(await lastMonth(latePayee)).toEqual({ dividends: '0.00', date: month(1) });
  });

  it('counts a held share for the payee once accepted, in the month of the sale', async () => {
    await confirm(ctx, latePayee.token, splitId, true);
    expect(await lastMonth(latePayee)).toEqual({ dividends: '0.40', date: month(1) });
    expect(await lastMonth(artist)).toEqual({ dividends: '5.72', date: month(1) });
  });

  it("moves on with the calendar: next month, this month's sales are last month's", async () => {
    const thisMonth = month(0);
    const now = ctx.clock.now();
    ctx.clock.advanceMinutes(
      Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15) - now.getTime()) / 60_000),
    );
    // Sessions expire meanwhile: sign in again at the new date.
    const { token } = await createSession(ctx.deps, artist.user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
    expect(await lastMonth({ ...artist, token })).toEqual({ dividends: '1.00', date: thisMonth });
  });
});
