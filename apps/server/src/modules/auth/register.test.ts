import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './register-user.js';
import { CONFIRMATION_LINK_INVALID, EMAIL_CONFIRMED } from './verify-email.js';
import { authSessions, users } from './tables.js';
import { get, lastMailTo, post, solvedCaptcha, tokenFromMail } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The sign-up form as the browser sends it: with a solved captcha unless the test gives its own. */
async function register(body: Record<string, unknown>) {
  return post(ctx, '/api/auth/register', { captcha: await solvedCaptcha(ctx), ...body });
}

let counter = 0;
function signUp(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `New.Person${counter}@Example.test`,
    username: `newperson${counter}`,
    password: 'a long unusual passphrase',
    type: 'artist',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

describe('POST /api/auth/register', () => {
  it('creates an unconfirmed, signed-in account and mails the confirmation link', async () => {
    const body = signUp({ type: 'label' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[\w-]{40,}$/);

    const me = await get(ctx, '/api/auth/me', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: body.email.toLowerCase(),
      username: body.username,
      type: 'label',
      confirmed: false,
      displayName: 'Ada Lovelace',
    });

    const mail = await lastMailTo(ctx, body.email);
    expect(mail).toContain('http://liner.test/register/verify/');
  });

  it('refuses a taken e-mail (any case) and a taken username with field messages', async () => {
    const { user } = await createUser(ctx);
    const byEmail = await register(signUp({ email: user.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(422);
    expect(byEmail.json().errors).toEqual({ email: [EMAIL_TAKEN] });

    const byUsername = await register(signUp({ username: user.username }));
    expect(byUsername.statusCode).toBe(422);
    expect(byUsername.json().errors).toEqual({ username: [USERNAME_TAKEN] });
  });

  it('answers 422 with a message per missing field', async () => {
    const res = await register({ email: 'someone@example.test' });
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toBe('Validation Error');
    expect(errors).toEqual({
      username: ['Enter a username'],
      password: ['Enter a password'],
      type: ['Choose an artist or a label account'],
      firstName: ['Enter your first name'],
      lastName: ['Enter your last name'],
    });
  });

  it('rejects a short and a common password with the policy messages', async () => {
    const short = await register(signUp({ password: 'abc' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([PASSWORD_TOO_SHORT]);

    const common = await register(signUp({ password: 'Password123' }));
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual([PASSWORD_TOO_COMMON]);
  });

  it('rejects a bad e-mail, a bad username and a collaborator type', async () => {
    const res = await register(signUp({ email: 'not-an-email', username: '-x', type: 'collaborator' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'type', 'username']);
  });

  it('answers 422 for a malformed JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_REQUEST', errors: { body: [expect.any(String)] } });
  });

  it('is documented in the OpenAPI document with the other auth routes', async () => {
    const paths = Object.keys((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/verify/login',
      '/api/auth/me',
      '/api/auth/active-sessions',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('availability checks', () => {
  it('tells whether a username is free, taken or invalid', async () => {
    const { user } = await createUser(ctx);
    const free = await post(ctx, '/api/auth/register/availability/username', { username: 'freshname' });
    expect(free.json()).toEqual({ available: true });
    const taken = await post(ctx, '/api/auth/register/availability/username', {
      username: user.username.toUpperCase(),
    });
    expect(taken.json()).toEqual({ available: false, message: USERNAME_TAKEN });
    const invalid = await post(ctx, '/api/auth/register/availability/username', { username: 'a' });
    expect(invalid.json().available).toBe(false);
    expect(invalid.json().message).toMatch(/at least 3/);
  });

  it('tells whether an e-mail is free or taken', async () => {
    const { user } = await createUser(ctx);
    const free = await post(ctx, '/api/auth/register/availability/email', { email: 'nobody@example.test' });
    expect(free.json()).toEqual({ available: true });
    const taken = await post(ctx, '/api/auth/register/availability/email', { email: user.email });
    expect(taken.json()).toEqual({ available: false, message: EMAIL_TAKEN });
  });

  it('answers 422 when the value is missing', async () => {
    const res = await post(ctx, '/api/auth/register/availability/email', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toHaveLength(1);
  });
});

async function countSessions(email: string): Promise<number> {
  const rows = await ctx.deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(users.email, email.toLowerCase()));
  return rows.length;
}

describe('e-mail confirmation', () => {
  it('confirms once with the mailed token and signs nobody in', async () => {
    const body = signUp();
    const { token: session } = (await register(body)).json();
    const token = await tokenFromMail(ctx, body.email, '/register/verify/');

    const res = await post(ctx, '/api/auth/verify/email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_CONFIRMED });
    const me = await get(ctx, '/api/auth/me', { token: session });
    expect(me.json().user.confirmed).toBe(true);

    const again = await post(ctx, '/api/auth/verify/email', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [CONFIRMATION_LINK_INVALID] });
  });

  it('spends every spare confirmation link, so none of them opens a session past the second factor', async () => {
    const body = signUp();
    const { token: session } = (await register(body)).json();
    const first = await tokenFromMail(ctx, body.email, '/register/verify/');
    ctx.clock.advanceMinutes(1);
    await post(ctx, '/api/auth/verify/email/send', undefined, { token: session });
    const spare = await tokenFromMail(ctx, body.email, '/register/verify/');
    expect(spare).not.toBe(first);
    await ctx.deps.db
      .update(users)
      .set({ emailTwoFactorEnabledAt: ctx.clock.now() })
      .where(eq(users.email, body.email.toLowerCase()));
    const sessionsBefore = await countSessions(body.email);

    const confirmed = await post(ctx, '/api/auth/verify/email', { token: first });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).not.toHaveProperty('token');
    const spareAnswer = await post(ctx, '/api/auth/verify/email', { token: spare });
    expect(spareAnswer.statusCode).toBe(422);
    expect(spareAnswer.json()).toEqual(expect.objectContaining({ errors: { token: [CONFIRMATION_LINK_INVALID] } }));
    expect(await countSessions(body.email)).toBe(sessionsBefore);
  });

  it('refuses an unknown or expired token', async () => {
    const body = signUp();
    await register(body);
    const token = await tokenFromMail(ctx, body.email, '/register/verify/');
    expect((await post(ctx, '/api/auth/verify/email', { token: 'nope' })).statusCode).toBe(422);
    expect((await post(ctx, '/api/auth/verify/email', {})).statusCode).toBe(422);

    ctx.clock.advanceDays(2);
    ctx.clock.advanceMinutes(1);
    const late = await post(ctx, '/api/auth/verify/email', { token });
    expect(late.statusCode).toBe(422);
  });

  it('re-sends the link to a signed-in, unconfirmed user only', async () => {
    const body = signUp();
    const { token: session } = (await register(body)).json();
    const before = (await ctx.outbox()).length;
    ctx.clock.advanceMinutes(1);
    const res = await post(ctx, '/api/auth/verify/email/send', undefined, { token: session });
    expect(res.statusCode).toBe(200);
    expect((await ctx.outbox()).length).toBe(before + 1);

    const fresh = await tokenFromMail(ctx, body.email, '/register/verify/');
    expect((await post(ctx, '/api/auth/verify/email', { token: fresh })).statusCode).toBe(200);

    const confirmed = await post(ctx, '/api/auth/verify/email/send', undefined, { token: session });
    expect(confirmed.json().message).toMatch(/already confirmed/);
    expect((await ctx.outbox()).length).toBe(before + 1);

    expect((await post(ctx, '/api/auth/verify/email/send')).statusCode).toBe(401);
  });
});
