import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFromMail, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createOwnedTrack, submitOk } from './testing.js';

describe('mail goes to the communication address, security mail to the sign-in address', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let payee: CreatedUser;
  const press = 'press-desk@example.com';

  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const mailsTo = async (address: string) =>
    (await ctx.outbox()).filter((mail) => mail.raw.toLowerCase().includes(`to: ${address.toLowerCase()}`));

  beforeAll(async () => {
    ctx = await createTestApp();
    [owner, payee] = await Promise.all([createUser(ctx), createUser(ctx)]);
    expect((await post('additional-email/init', payee.token, { email: press })).statusCode).toBe(200);
    const link = linkFromMail((await mailsTo(press)).at(-1)?.raw ?? '', '/user-portal/profile/verify/');
    expect(link).toBeTruthy();
    const token = (link as string).split('/').pop();
    expect((await post('additional-email/verify', payee.token, { token })).statusCode).toBe(200);
    const { additionalEmails } = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(payee.token) })
    ).json().profile;
    expect(
      (await post('additional-email/update', payee.token, { id: additionalEmails[0].id, communication: true }))
        .statusCode,
    ).toBe(200);
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
