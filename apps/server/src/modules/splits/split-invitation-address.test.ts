import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCommunicationAddress, mailsTo as mailsToAddress } from '../../../test/communication-address.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createOwnedTrack, submitOk } from './testing.js';

describe('mail goes to the communication address, security mail to the sign-in address', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let payee: CreatedUser;
  const press = 'press-desk@example.com';

  const post = (url: string, token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/profile/${url}`, headers: bearer(token) });
  const mailsTo = (address: string) => mailsToAddress(ctx, address);

  beforeAll(async () => {
    ctx = await createTestApp();
    [owner, payee] = await Promise.all([createUser(ctx), createUser(ctx)]);
    await chooseCommunicationAddress(ctx, payee, press);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("a split invitation to the payee's sign-in address reaches their communication address", async () => {
    const before = (await mailsTo(payee.user.email)).length;
    const trackId = await createOwnedTrack(ctx, owner.user.id, 'Letters');
    await submitOk(ctx, owner.token, { trackId, payees: [{ email: payee.user.email, share: 30 }] });
    const invitations = (await mailsTo(press)).filter((mail) => mail.raw.includes('offers you 30.00% of the earnings'));
    expect(invitations).toHaveLength(1);
    expect((await mailsTo(payee.user.email)).length).toBe(before);
  });

  it('a security code still goes to the sign-in address', async () => {
    const atPress = (await mailsTo(press)).length;
    expect((await post('init/auth', payee.token)).statusCode).toBe(200);
    const codes = (await mailsTo(payee.user.email)).filter((mail) => mail.raw.includes('Your Liner security code'));
    expect(codes).toHaveLength(1);
    expect((await mailsTo(press)).length).toBe(atPress);
  });
});
