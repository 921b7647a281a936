import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DASHBOARD_LISTS, RELEASE_STATUS } from '@liner/domain';
import { releases } from '../releases/tables.js';
import { createCatalog } from '../statements/testing.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';

describe('dashboard API', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createUser(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (path: string, auth: string | null = token) =>
    ctx.app.inject({ method: 'GET', url: `/api/portal/dashboard/${path}`, headers: auth ? bearer(auth) : {} });

  it('answers 401 without a valid token on every dashboard call', async () => {
    for (const path of ['wallet', 'can-instant-access', ...DASHBOARD_LISTS]) {
      expect((await get(path, null)).statusCode, path).toBe(401);
      expect((await get(path, 'expired-or-made-up')).statusCode, path).toBe(401);
    }
  });

  it('shows a zero wallet balance with two decimals until the ledger exists', async () => {
    const res = await get('wallet');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ availableBalance: '0.00' });
  });

  it('answers an empty page for each list, echoing the paging', async () => {
    for (const path of DASHBOARD_LISTS) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toEqual({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 });
    }
    expect((await get('release?page=3&per_page=5')).json()).toMatchObject({ current_page: 3, per_page: 5 });
    expect((await get('tickets?per_page=1000')).statusCode).toBe(422);
  });

  it('opens instant access with the first release in the stores, not before', async () => {
    expect((await get('can-instant-access')).json()).toEqual({ canAccess: false });
    const owner = (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;
    const { release } = await createCatalog(ctx, owner.id, { status: RELEASE_STATUS.PENDING_REVIEW });
    expect((await get('can-instant-access')).json()).toEqual({ canAccess: false });
    const future = ctx.clock.now().getUTCFullYear() + 1;
    await ctx.deps.db
      .update(releases)
      .set({ status: RELEASE_STATUS.DELIVERED, releaseDate: `${future}-01-01` })
      .where(eq(releases.id, release.id));
    expect((await get('can-instant-access')).json()).toEqual({ canAccess: false });
    await ctx.deps.db.update(releases).set({ releaseDate: '2020-01-01' }).where(eq(releases.id, release.id));
    expect((await get('can-instant-access')).json()).toEqual({ canAccess: true });
  });
});
