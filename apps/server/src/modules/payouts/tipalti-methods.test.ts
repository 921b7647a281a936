import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { call } from './testing.js';

const tipalti = {
  payer: 'LinerTest',
  apiKey: 'payer-api-key',
  iframeBase: 'https://ui2.sandbox.tipalti.com',
  apiBase: 'https://api.sandbox.tipalti.com',
};

describe('Tipalti payout method', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { tipalti } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const open = (who: CreatedUser) => call(ctx, who, 'GET', '/api/profile/init/tipalti');
  const methods = async (who: CreatedUser) => (await call(ctx, who, 'GET', '/api/profile/payout-methods')).json();

  it("answers the payee page's address for the caller's own payee id, signed with the payer key", async () => {
    const artist = await createUser(ctx);
    const res = await open(artist);
    expect(res.statusCode).toBe(200);
    const { url, payeeId } = res.json();
    expect(payeeId).toBe(`liner-${artist.user.id}`);
    const address = new URL(url);
    expect(address.origin + address.pathname).toBe('https://ui2.sandbox.tipalti.com/payeedashboard/home');
    expect(address.searchParams.get('idap')).toBe(payeeId);
    expect(address.searchParams.get('payer')).toBe('LinerTest');
    expect(Math.abs(Number(address.searchParams.get('ts')) - ctx.clock.now().getTime() / 1000)).toBeLessThan(2);
    const signed = address.search.slice(1).replace(/&hashkey=.*$/, '');
    expect(address.searchParams.get('hashkey')).toBe(
      createHmac('sha256', 'payer-api-key').update(signed).digest('hex'),
    );
    expect((await methods(artist)).data).toEqual([
      expect.objectContaining({
        type: 'tipalti',
        status: 'pending',
        destination: artist.user.email,
        providerAccount: { id: payeeId, status: 'pending' },
      }),
    ]);
  });

  it('opening it again counts as a change of payout details (48-hour pause)', async () => {
    const artist = await createUser(ctx);
    await open(artist);
    expect((await methods(artist)).payoutsBlockedUntil).toBeNull();
    await open(artist);
    expect((await methods(artist)).payoutsBlockedUntil).not.toBeNull();
    expect((await methods(artist)).data).toHaveLength(1);
  });

  it('removing needs the proof, and removing what is not there is a 404', async () => {
    const artist = await createUser(ctx);
    const other = await createUser(ctx);
    await open(artist);
    expect(
      (await call(ctx, other, 'POST', '/api/profile/remove/tipalti', { password: other.password })).statusCode,
    ).toBe(404);
    expect((await call(ctx, artist, 'POST', '/api/profile/remove/tipalti', {})).statusCode).toBe(422);
    const removed = await call(ctx, artist, 'POST', '/api/profile/remove/tipalti', { password: artist.password });
    expect(removed.json()).toEqual({ message: PROVIDER_METHOD_MESSAGES.tipaltiRemoved });
    expect((await methods(artist)).data).toEqual([]);
    const again = await call(ctx, artist, 'POST', '/api/profile/remove/tipalti', { password: artist.password });
    expect(again.statusCode).toBe(404);
  });

  it('needs a signed-in account', async () => {
    expect((await call(ctx, null, 'GET', '/api/profile/init/tipalti')).statusCode).toBe(401);
  });
});

describe('Tipalti not set up', () => {
  it('answers a clear conflict instead of an address nobody could open', async () => {
    const ctx = await createTestApp();
    try {
      const artist = await createUser(ctx);
      const res = await call(ctx, artist, 'GET', '/api/profile/init/tipalti');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PROVIDER_METHOD_MESSAGES.tipaltiOff);
    } finally {
      await ctx.close();
    }
  });
});
