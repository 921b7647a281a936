import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROMO_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { bearer } from '../../test/factories.js';
import { createSession, hashPassword } from '../modules/auth/index.js';
import { users } from '../modules/auth/tables.js';
import { createDemoAccounts } from './demo-accounts.js';
import { DemoClock } from './demo-clock.js';
import type { DemoContext } from './demo-context.js';
import { DEMO_GOOGLE_SUBJECT, DEMO_PROMO_CODE, seedPromoCodes } from './seed-promo-codes.js';

let ctx: TestContext;
let operatorToken = '';
beforeAll(async () => {
  ctx = await createTestApp();
  const clock = new DemoClock(ctx.deps.clock.now());
  const deps = { ...ctx.deps, clock };
  const accounts = await createDemoAccounts(deps, await hashPassword('demo-password'));
  if (!accounts) throw new Error('the test database had accounts');
  const demo: DemoContext = { deps, clock, accounts, password: 'demo-password' };
  await seedPromoCodes(demo);
  operatorToken = (await createSession(ctx.deps, accounts.operator.id, { ip: '127.0.0.1' })).token;
});
afterAll(async () => {
  await ctx.close();
});

const tokenOf = async (email: string) => {
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
  return (await createSession(ctx.deps, row.id, { ip: '127.0.0.1' })).token;
};
const get = async (token: string, url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).json();

describe('demo promo code and Google user', () => {
  it('lists the three-month code with its one use on the operator page', async () => {
    const page = await get(operatorToken, '/api/admin/promo-codes');
    expect(page.data).toEqual([
      expect.objectContaining({ code: DEMO_PROMO_CODE, durationDays: 90, maxUses: 500, uses: 1, usable: true }),
    ]);
  });

  it('gives Iris Calder a free period running for two more months', async () => {
    const { user } = await get(await tokenOf('promo@liner.local'), '/api/auth/me');
    expect(user).toMatchObject({ promoActive: true, promoExists: true, googleUser: false });
    const daysLeft = (Date.parse(user.promoActiveUntil) - ctx.deps.clock.now().getTime()) / 86_400_000;
    expect(Math.round(daysLeft)).toBe(69);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/apply-promotional-code',
      headers: bearer(await tokenOf('promo@liner.local')),
      payload: { code: DEMO_PROMO_CODE },
    });
    expect(again.json().errors).toEqual({ code: [PROMO_MESSAGES.alreadyUsed] });
  });

  it('links Theo Marsh to a Google identity, signing in with the demo password too', async () => {
    const [theo] = await ctx.deps.db.select().from(users).where(eq(users.email, 'google@liner.local'));
    expect(theo.googleSubject).toBe(DEMO_GOOGLE_SUBJECT);
    const { user } = await get(await tokenOf('google@liner.local'), '/api/auth/me');
    expect(user).toMatchObject({ googleUser: true, promoExists: false });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'google@liner.local', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(200);
  });
});
