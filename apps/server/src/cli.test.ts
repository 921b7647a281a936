import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../test/harness.js';
import { createUser } from '../test/factories.js';
import { runCli, USAGE } from './cli.js';
import { users } from './modules/auth/tables.js';
import { isSubscriptionRequired, subscriptionOf } from './modules/subscriptions/index.js';

describe('operator CLI', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('grants a subscription by e-mail', async () => {
    const { user } = await createUser(ctx);
    expect(await runCli(ctx.deps, ['grant-subscription', user.email.toUpperCase()])).toEqual({
      code: 0,
      output: `Granted a subscription to ${user.email}`,
    });
    expect((await subscriptionOf(ctx.deps, user.id)).active).toBe(true);
  });

  it('makes an account an operator', async () => {
    const { user } = await createUser(ctx);
    expect((await runCli(ctx.deps, ['set-admin', user.email])).code).toBe(0);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.isAdmin).toBe(true);
  });

  it('switches the subscription requirement', async () => {
    expect((await runCli(ctx.deps, ['require-subscription', 'on'])).code).toBe(0);
    expect(await isSubscriptionRequired(ctx.deps)).toBe(true);
    expect((await runCli(ctx.deps, ['require-subscription', 'off'])).code).toBe(0);
    expect(await isSubscriptionRequired(ctx.deps)).toBe(false);
  });

  it('fails with a message for unknown accounts, bad arguments and commands', async () => {
    expect(await runCli(ctx.deps, ['grant-subscription', 'nobody@example.test'])).toEqual({
      code: 1,
      output: 'No account with e-mail nobody@example.test',
    });
    expect((await runCli(ctx.deps, ['set-admin'])).code).toBe(1);
    expect(await runCli(ctx.deps, ['require-subscription', 'maybe'])).toEqual({ code: 1, output: USAGE });
    expect((await runCli(ctx.deps, ['launch-rockets'])).code).toBe(1);
    expect(await runCli(ctx.deps, [])).toEqual({ code: 0, output: USAGE });
  });
});
