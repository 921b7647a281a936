import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODE_SENT, NO_EMAIL_CODES, VERIFICATION_MISSING } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { createDraftRelease } from '../../../test/release-factories.js';
import { releases } from '../releases/tables.js';
import { CHALLENGE_EXPIRED } from './verify-login.js';
import { get, loginCodeFromMail, nextIp, post } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const FULL_DETAILS = { address: '1 Main St', city: 'Berlin', zip: '10115', country: 'Germany' };

describe('POST /api/auth/no-opt-g2fa/otp/send', () => {
  it('mails a code at the authenticator step of an account with e-mail codes, and the code signs in', async () => {
    const { user, password } = await createUser(ctx, {
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpEnabledAt: new Date(),
      emailTwoFactorEnabledAt: new Date(),
    });
    const ip = nextIp();
    const login = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).json();
    expect(login).toMatchObject({ googleAuth: true, hasEmail: true });
    const sent = await post(ctx, '/api/auth/no-opt-g2fa/otp/send', { secretHash: login.secretHash }, { ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: LOGIN_CODE_SENT });
    const code = await loginCodeFromMail(ctx, user.email);
    const verified = await post(ctx, '/api/auth/verify/login', { secretHash: login.secretHash, code }, { ip });
    expect(verified.json()).toEqual({ token: expect.any(String) });
  });

  it('refuses an account without e-mail codes, and an unknown or spent challenge', async () => {
    const { user, password } = await createUser(ctx, { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() });
    const login = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() })).json();
    const refused = await post(ctx, '/api/auth/no-opt-g2fa/otp/send', { secretHash: login.secretHash });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ secretHash: [NO_EMAIL_CODES] });
    const unknown = await post(ctx, '/api/auth/no-opt-g2fa/otp/send', { secretHash: 'nope' });
    expect(unknown.json().errors).toEqual({ secretHash: [CHALLENGE_EXPIRED] });
    const missing = await post(ctx, '/api/auth/no-opt-g2fa/otp/send', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['secretHash']);
  });
});

describe('GET /api/auth/verification/eligibility', () => {
  it('lists what is missing, and is eligible once confirmed and set up', async () => {
    const fresh = await createUser(ctx, { confirmedAt: null, firstName: null });
    const answer = await get(ctx, '/api/auth/verification/eligibility', { token: fresh.token });
    expect(answer.json()).toEqual({
      eligible: false,
      missing: [VERIFICATION_MISSING.confirmEmail, VERIFICATION_MISSING.completeProfile],
    });
    const ready = await createUser(ctx, { displayName: 'Ready', details: FULL_DETAILS });
    expect((await get(ctx, '/api/auth/verification/eligibility', { token: ready.token })).json()).toEqual({
      eligible: true,
      missing: [],
    });
  });

  it('needs a session', async () => {
    expect((await get(ctx, '/api/auth/verification/eligibility')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/releases/has-live', () => {
  it('is false for drafts and true once a delivered release has reached its date', async () => {
    const { token } = await createUser(ctx);
    expect((await get(ctx, '/api/auth/releases/has-live', { token })).json()).toEqual({ hasLive: false });
    const { releaseId } = await createDraftRelease(ctx, token);
    expect((await get(ctx, '/api/auth/releases/has-live', { token })).json()).toEqual({ hasLive: false });
    await ctx.deps.db.update(releases).set({ status: 1, releaseDate: '2020-01-01' }).where(eq(releases.id, releaseId));
    expect((await get(ctx, '/api/auth/releases/has-live', { token })).json()).toEqual({ hasLive: true });
    // Another account's live release does not count.
    const other = await createUser(ctx);
    expect((await get(ctx, '/api/auth/releases/has-live', { token: other.token })).json()).toEqual({ hasLive: false });
  });
});
