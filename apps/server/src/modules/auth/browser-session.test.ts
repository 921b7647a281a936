import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_COOKIE, SIGNED_IN_COOKIE } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { CROSS_SITE_REFUSED } from '../../platform/same-origin.js';
import { nextIp, post } from './testing.js';

/** The test app's public address (harness: PUBLIC_URL). */
const OWN_ORIGIN = 'http://liner.test';

function cookieNamed(answer: LightMyRequestResponse, name: string) {
  return answer.cookies.find((cookie) => cookie.name === name);
}

/** The Set-Cookie line of a cookie, as the browser reads its flags. */
function setCookieLine(answer: LightMyRequestResponse, name: string): string {
  const header = answer.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((value) => value.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name}`);
  return line;
}

async function signIn(ctx: TestContext, headers: Record<string, string> = {}) {
  const { user, password } = await createUser(ctx);
  const answer = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp(), headers });
  expect(answer.statusCode).toBe(200);
  return { user, answer, sessionToken: cookieNamed(answer, AUTH_COOKIE)?.value as string };
}

describe('browser session cookie', () => {
  let ctx: TestContext;
  let behindProxy: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    behindProxy = await createTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await ctx.close();
    await behindProxy.close();
  });

  it('is set by a sign-in as an httpOnly, SameSite=Lax cookie, with a readable marker that holds no secret', async () => {
    const { answer, sessionToken } = await signIn(ctx);
    expect(sessionToken).toBe(answer.json().token);
    const session = setCookieLine(answer, AUTH_COOKIE);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; Max-Age=604800/);
    expect(session).not.toMatch(/; Secure/);
    const marker = setCookieLine(answer, SIGNED_IN_COOKIE);
    expect(marker).toMatch(/^signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/);
  });

  it('is Secure when served over https (a trusted proxy says so)', async () => {
    const { answer } = await signIn(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(setCookieLine(answer, AUTH_COOKIE)).toMatch(/; Secure/);
    expect(setCookieLine(answer, SIGNED_IN_COOKIE)).toMatch(/; Secure/);
  });

  it('is Secure when the public address is https, whatever the proxy says', async () => {
    const httpsApp = await createTestApp({ config: { publicUrl: 'https://liner.example' } });
    try {
      const { answer } = await signIn(httpsApp);
      expect(setCookieLine(answer, AUTH_COOKIE)).toMatch(/; Secure/);
    } finally {
      await httpsApp.close();
    }
  });

  it('signs requests in with the cookie alone, and the bearer token still works without it', async () => {
    const { user, sessionToken } = await signIn(ctx);
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [AUTH_COOKIE]: sessionToken },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user.email).toBe(user.email);
    const byBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(byBearer.statusCode).toBe(200);
  });

  it('is cleared by logout, after which the cookie no longer signs in', async () => {
    const { sessionToken } = await signIn(ctx);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [AUTH_COOKIE]: sessionToken },
      headers: { origin: OWN_ORIGIN },
    });
    expect(logout.statusCode).toBe(200);
    expect(setCookieLine(logout, AUTH_COOKIE)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    expect(setCookieLine(logout, SIGNED_IN_COOKIE)).toMatch(/^signed_in=;/);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [AUTH_COOKIE]: sessionToken },
    });
    expect(after.statusCode).toBe(401);
    // A cookie that no longer signs in is dropped from the browser.
    expect(setCookieLine(after, AUTH_COOKIE)).toMatch(/^token=;/);
  });
});

describe('cross-site request forgery', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A state-changing call made with the session cookie (marking the changelog read changes nothing risky). */
  async function changeWithCookie(sessionToken: string, headers: Record<string, string>) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/read-changelog',
      cookies: { [AUTH_COOKIE]: sessionToken },
      headers,
    });
  }

  it('refuses a state-changing request authenticated by cookie from another origin, or naming none', async () => {
    const { sessionToken } = await signIn(ctx);
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of refused) {
      const answer = await changeWithCookie(sessionToken, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json()).toMatchObject({ message: CROSS_SITE_REFUSED, code: 'CROSS_SITE' });
    }
  });

  it('accepts it from the public address, from the host it was sent to, or by Referer without Origin', async () => {
    const { sessionToken } = await signIn(ctx);
    const accepted: Record<string, string>[] = [
      { origin: OWN_ORIGIN },
      { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' },
      { referer: `${OWN_ORIGIN}/user-portal/profile` },
    ];
    for (const headers of accepted) {
      const answer = await changeWithCookie(sessionToken, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves reads and bearer-authenticated requests alone, whatever their origin', async () => {
    const { sessionToken } = await signIn(ctx);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [AUTH_COOKIE]: sessionToken },
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const byBearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/read-changelog',
      headers: { authorization: `Bearer ${sessionToken}`, origin: 'https://evil.example' },
    });
    expect(byBearer.statusCode).toBe(200);
  });
});
