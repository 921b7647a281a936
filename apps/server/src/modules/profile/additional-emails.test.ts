import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_EMAIL_MESSAGES } from '@liner/domain';
import { createTestApp, linkFromMail, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';

describe('profile: additional e-mail addresses and the communication address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, token: string | null, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/profile/additional-email/${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const profileOf = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().profile;

  /** The token of the newest confirmation link mailed to `address`. */
  async function tokenMailedTo(address: string): Promise<string> {
    const mails = (await ctx.outbox()).filter((mail) => mail.raw.includes(`To: ${address}`));
    const link = linkFromMail(mails.at(-1)?.raw ?? '', '/user-portal/profile/verify/');
    if (!link) throw new Error(`no confirmation link for ${address}`);
    return link.split('/').pop() as string;
  }

  it('answers 401 without a token', async () => {
    for (const url of ['init', 'verify', 'update', 'remove'])
      expect((await post(url, null, {})).statusCode, url).toBe(401);
  });

  it('adds an address, mails a link, confirms it, makes it the communication address, then removes it', async () => {
    const { user, token } = await createUser(ctx);
    const added = await post('init', token, { email: ' Press@Example.COM ' });
    expect(added.json()).toEqual({ message: ADDITIONAL_EMAIL_MESSAGES.sent });
    let profile = await profileOf(token);
    expect(profile.additionalEmails).toEqual([
      { id: expect.any(Number), email: 'press@example.com', confirmed: false, communication: false },
    ]);
    expect(profile.communicationEmail).toEqual({ email: user.email, confirmed: true });
    const id = profile.additionalEmails[0].id;

    const early = await post('update', token, { id, communication: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADDITIONAL_EMAIL_MESSAGES.notConfirmed);

    const mailed = await tokenMailedTo('press@example.com');
    const wrong = await post('verify', token, { token: 'not-the-token' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ token: [ADDITIONAL_EMAIL_MESSAGES.badLink] });
    expect((await post('verify', token, { token: mailed })).json().message).toBe(ADDITIONAL_EMAIL_MESSAGES.verified);
    expect((await post('verify', token, { token: mailed })).statusCode).toBe(422);

    expect((await post('update', token, { id, communication: true })).json().message).toBe(
      ADDITIONAL_EMAIL_MESSAGES.updated,
    );
    profile = await profileOf(token);
    expect(profile.additionalEmails[0]).toMatchObject({ confirmed: true, communication: true });
    expect(profile.communicationEmail).toEqual({ email: 'press@example.com', confirmed: true });

    const again = await post('init', token, { email: 'press@example.com' });
    expect(again.json().errors).toEqual({ email: [ADDITIONAL_EMAIL_MESSAGES.alreadyAdded] });

    expect((await post('remove', token, { id })).json().message).toBe(ADDITIONAL_EMAIL_MESSAGES.removed);
    profile = await profileOf(token);
    expect(profile.additionalEmails).toEqual([]);
    expect(profile.communicationEmail.email).toBe(user.email);
  });

  it("refuses the sign-in address, a bad address, and someone else's link or id", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const own = await post('init', owner.token, { email: owner.user.email.toUpperCase() });
    expect(own.json().errors).toEqual({ email: [ADDITIONAL_EMAIL_MESSAGES.sameAsSignIn] });
    const bad = await post('init', owner.token, { email: 'not an address' });
    expect(bad.json().errors).toEqual({ email: [ADDITIONAL_EMAIL_MESSAGES.email] });

    await post('init', owner.token, { email: 'owner-extra@example.com' });
    const mailed = await tokenMailedTo('owner-extra@example.com');
    // A forwarded link confirms nothing for another person.
    expect((await post('verify', other.token, { token: mailed })).statusCode).toBe(422);
    const [row] = (await profileOf(owner.token)).additionalEmails;
    expect(row.confirmed).toBe(false);
    const foreignUpdate = await post('update', other.token, { id: row.id, communication: false });
    expect(foreignUpdate.statusCode).toBe(404);
    expect((await post('remove', other.token, { id: row.id })).statusCode).toBe(404);
    expect((await post('remove', owner.token, { id: 'abc' })).statusCode).toBe(422);
    expect((await profileOf(owner.token)).additionalEmails).toHaveLength(1);
  });

  it('expires a link after 48 hours and sends a new one on request', async () => {
    const { token } = await createUser(ctx);
    await post('init', token, { email: 'late@example.com' });
    const first = await tokenMailedTo('late@example.com');
    ctx.clock.advanceDays(3);
    expect((await post('verify', token, { token: first })).statusCode).toBe(422);
    expect((await post('init', token, { email: 'late@example.com' })).statusCode).toBe(200);
    const second = await tokenMailedTo('late@example.com');
    expect(second).not.toBe(first);
    expect((await post('verify', token, { token: second })).statusCode).toBe(200);
  });

  it('keeps at most 5 addresses', async () => {
    const { token } = await createUser(ctx);
    for (let n = 1; n <= 5; n++)
      expect((await post('init', token, { email: `a${n}@example.com` })).statusCode).toBe(200);
    const sixth = await post('init', token, { email: 'a6@example.com' });
    expect(sixth.json().errors).toEqual({ email: [ADDITIONAL_EMAIL_MESSAGES.tooMany] });
  });
});
