import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_MESSAGES, GOOGLE_SIGN_IN_COOKIE } from '@liner/domain';
import { startOidcTestIssuer, type OidcTestIssuer } from '../../../../../e2e/support/oidc-test-issuer.mjs';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { chooseAccountAtIssuer } from '../../../test/oidc-browser.js';
import { GOOGLE_NOT_CONFIGURED } from './google-provider.js';
import { users } from './tables.js';
import { get, loginCodeFromMail, post } from './testing.js';

const REDIRECT = 'http://liner.test/callback/google';
let issuer: OidcTestIssuer;
let ctx: TestContext;

beforeAll(async () => {
  issuer = await startOidcTestIssuer({ redirectUri: REDIRECT });
  ctx = await createTestApp({
    config: { google: { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer } },
  });
});
afterAll(async () => {
  await ctx?.close();
  await issuer?.close();
});

let sequence = 0;
function googleAccount(overrides: Partial<{ email: string; email_verified: boolean }> = {}) {
  sequence += 1;
  const account = {
    sub: `google-${sequence}-${Date.now()}`,
    email: `google.person${sequence}@gmail.test`,
    email_verified: true,
    given_name: 'Gia',
    family_name: `Rossi ${sequence}`,
    ...overrides,
  };
  issuer.addAccount(account);
  return account;
}

/** The browser's cookie from the start answer, and the query Google sends back after choosing `sub`. */
async function throughGoogle(sub: string) {
  const start = await post(ctx, '/api/auth/google/start');
  expect(start.statusCode).toBe(200);
  const cookie = start.cookies.find((c) => c.name === GOOGLE_SIGN_IN_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
  const url = new URL(start.json().url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  const query = await chooseAccountAtIssuer(url.toString(), sub, REDIRECT);
  return { headers: { cookie: `${GOOGLE_SIGN_IN_COOKIE}=${cookie!.value}` }, query };
}

describe('Google sign-in against a local OpenID issuer', () => {
  it('says whether it is enabled', async () => {
    expect((await get(ctx, '/api/auth/google')).json()).toEqual({ enabled: true });
  });

  it('registers a new Google identity, then signs it in with Google again', async () => {
    const account = googleAccount();
    const first = await throughGoogle(account.sub);
    const answer = await post(ctx, '/api/auth/login/google', first.query, { headers: first.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      register: true,
      email: account.email,
      firstName: 'Gia',
      lastName: account.family_name,
    });

    const body = { username: `gia${sequence}`, type: 'artist', firstName: 'Gia', lastName: 'Rossi' };
    const refusedWithoutCookie = await post(ctx, '/api/auth/register/google', body);
    expect(refusedWithoutCookie.json().errors).toEqual({ google: [GOOGLE_MESSAGES.registrationExpired] });
    const registered = await post(ctx, '/api/auth/register/google', body, { headers: first.headers });
    expect(registered.statusCode).toBe(200);
    const { token } = registered.json();
    const me = (await get(ctx, '/api/auth/me', { token })).json().user;
    expect(me).toMatchObject({ email: account.email, confirmed: true, googleUser: true, hasCompletedInit: false });
    // The registration is spent: the same cookie cannot make a second account.
    const again = await post(
      ctx,
      '/api/auth/register/google',
      { ...body, username: 'another' },
      { headers: first.headers },
    );
    expect(again.json().errors).toEqual({ google: [GOOGLE_MESSAGES.registrationExpired] });
    // No password opens a Google-only account.
    const byPassword = await post(ctx, '/api/auth/login', { email: account.email, password: '!google-only' });
    expect(byPassword.statusCode).toBe(422);

    const second = await throughGoogle(account.sub);
    const signedIn = await post(ctx, '/api/auth/login/google', second.query, { headers: second.headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ token: expect.any(String) });
    expect(signedIn.cookies.map((c) => c.name)).toContain('token');
  });

  it('links an existing account by a verified e-mail address, and the second factor still applies', async () => {
    const { user } = await createUser(ctx, { emailTwoFactorEnabledAt: new Date(), confirmedAt: null });
    const account = googleAccount({ email: user.email });
    const { headers, query } = await throughGoogle(account.sub);
    const answer = await post(ctx, '/api/auth/login/google', query, { headers });
    expect(answer.json()).toMatchObject({ twoFactor: true, type: 'email', email: user.email });
    const code = await loginCodeFromMail(ctx, user.email);
    const verified = await post(ctx, '/api/auth/verify/login', { secretHash: answer.json().secretHash, code });
    expect(verified.statusCode).toBe(200);
    const [linked] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(linked.googleSubject).toBe(account.sub);
    expect(linked.confirmedAt).not.toBeNull();
  });

  it('never links or registers an e-mail address Google has not verified', async () => {
    const { user } = await createUser(ctx);
    const unverified = googleAccount({ email: user.email, email_verified: false });
    const first = await throughGoogle(unverified.sub);
    const refused = await post(ctx, '/api/auth/login/google', first.query, { headers: first.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ google: [GOOGLE_MESSAGES.unverifiedEmail] });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.googleSubject).toBeNull();

    const stranger = googleAccount({ email_verified: false });
    const second = await throughGoogle(stranger.sub);
    const notRegistered = await post(ctx, '/api/auth/login/google', second.query, { headers: second.headers });
    expect(notRegistered.json().errors).toEqual({ google: [GOOGLE_MESSAGES.unverifiedEmail] });
  });

  it('refuses an answer without this browser, with another state, a replayed code or a forged code', async () => {
    const account = googleAccount();
    const { headers, query } = await throughGoogle(account.sub);
    const noCookie = await post(ctx, '/api/auth/login/google', query);
    expect(noCookie.json().errors).toEqual({ google: [GOOGLE_MESSAGES.signInExpired] });
    const otherState = await post(ctx, '/api/auth/login/google', { ...query, state: 'x'.repeat(43) }, { headers });
    expect(otherState.json().errors).toEqual({ google: [GOOGLE_MESSAGES.signInExpired] });
    const forged = await post(ctx, '/api/auth/login/google', { ...query, code: 'forged-code' }, { headers });
    expect(forged.json().errors).toEqual({ google: [GOOGLE_MESSAGES.notConfirmed] });

    const fresh = await throughGoogle(account.sub);
    expect((await post(ctx, '/api/auth/login/google', fresh.query, { headers: fresh.headers })).statusCode).toBe(200);
    const replayed = await post(ctx, '/api/auth/login/google', fresh.query, { headers: fresh.headers });
    expect(replayed.statusCode).toBe(422);
  });

  it('answers field messages for bad bodies', async () => {
    const missing = await post(ctx, '/api/auth/login/google', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['code', 'state']);
    const badRegistration = await post(ctx, '/api/auth/register/google', { username: '-', type: 'collaborator' });
    expect(Object.keys(badRegistration.json().errors).sort()).toEqual(['firstName', 'lastName', 'type', 'username']);
  });

  it('refuses a banned account after Google', async () => {
    const { user } = await createUser(ctx, { bannedAt: new Date() });
    const account = googleAccount({ email: user.email });
    const { headers, query } = await throughGoogle(account.sub);
    const res = await post(ctx, '/api/auth/login/google', query, { headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('Google sign-in on a server without it', () => {
  it('says it is off and refuses the calls with a clear message', async () => {
    const plain = await createTestApp();
    try {
      expect((await get(plain, '/api/auth/google')).json()).toEqual({ enabled: false });
      const start = await post(plain, '/api/auth/google/start');
      expect(start.statusCode).toBe(422);
      expect(start.json().errors).toEqual({ google: [GOOGLE_NOT_CONFIGURED] });
    } finally {
      await plain.close();
    }
  });
});
