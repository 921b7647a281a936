import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ADDRESS_MESSAGES, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, WRONG_CURRENT_PASSWORD } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { authSessions, userDetails, users } from '../auth/tables.js';
import { createSession } from '../auth/index.js';
import { verifyPassword } from '../auth/index.js';
import { notifications } from '../notifications/tables.js';
import { bearer, createUser } from '../../../test/factories.js';

describe('profile: names, address, password', () => {
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
      url: `/api/profile/${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });

  it('answers 401 without a token, before looking at the body', async () => {
    for (const url of [
      'update/name',
      'update/address',
      'update/password',
      'google/verifyCode',
      'remove/google_auth',
      'init/auth',
      'confirm/auth',
      'remove/auth',
    ]) {
      const res = await post(url, null, {});
      expect(res.statusCode, url).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/google/auth' })).statusCode).toBe(401);
    expect((await post('update/name', 'not-a-token', { type: 'display', displayName: 'X' })).statusCode).toBe(401);
  });

  it('updates the legal name and the display name with their success messages', async () => {
    const { user, token } = await createUser(ctx);
    const legal = await post('update/name', token, { type: 'legal', firstName: ' Nova ', lastName: 'Reyes' });
    expect(legal.statusCode).toBe(200);
    expect(legal.json()).toEqual({ message: 'Name successfully updated' });
    const display = await post('update/name', token, { type: 'display', displayName: 'Nova R.' });
    expect(display.json()).toEqual({ message: 'Display name successfully updated' });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Nova', lastName: 'Reyes', displayName: 'Nova R.' });
  });

  it('rejects missing names with their field messages', async () => {
    const { token } = await createUser(ctx);
    const legal = await post('update/name', token, { type: 'legal', firstName: '  ' });
    expect(legal.statusCode).toBe(422);
    expect(legal.json().errors).toEqual({ firstName: ['Enter your first name'], lastName: ['Enter your last name'] });
    const display = await post('update/name', token, { type: 'display' });
    expect(display.statusCode).toBe(422);
    expect(display.json().errors).toEqual({ displayName: ['Enter display name'] });
    expect((await post('update/name', token, { type: 'nickname', displayName: 'x' })).statusCode).toBe(422);
  });

  it('answers 422 for malformed JSON', async () => {
    const { token } = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/update/name',
      payload: '{"type":',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('stores the address with the parts joined by commas, and replaces it on a second save', async () => {
    const { user, token } = await createUser(ctx);
    const first = await post('update/address', token, {
      country: 'Portugal',
      address: 'Rua Augusta 10',
      city: 'Lisboa',
      state: 'Lisboa',
      postcode: '1100-053',
      countryCode: 'pt',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Address successfully updated' });
    let [details] = await ctx.deps.db.select().from(userDetails).where(eq(userDetails.userId, user.id));
    expect(details).toMatchObject({
      fullAddress: 'Rua Augusta 10, Lisboa, Lisboa, 1100-053, Portugal',
      zip: '1100-053',
      countryCode: 'PT',
      fromSearch: false,
    });

    await post('update/address', token, {
      country: 'Spain',
      address: 'Gran Via 1',
      city: 'Madrid',
      state: 'Madrid',
      postcode: '28013',
      fromSearch: true,
      formatted: 'Gran Vía 1, 28013 Madrid, Spain',
    });
    [details] = await ctx.deps.db.select().from(userDetails).where(eq(userDetails.userId, user.id));
    expect(details).toMatchObject({ fullAddress: 'Gran Vía 1, 28013 Madrid, Spain', city: 'Madrid', fromSearch: true });
  });

  it('names every missing address field with its own message', async () => {
    const { token } = await createUser(ctx);
    const res = await post('update/address', token, { country: '', address: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      country: [ADDRESS_MESSAGES.country],
      address: ['Fill your full address'],
      city: ['FIll your city'],
      state: ['Fill your state'],
      postcode: ['Fill postcode of your address'],
    });
  });

  it('changes the password, revokes the other sessions only, and leaves a security notification', async () => {
    const { user, token, password } = await createUser(ctx);
    const other = await createSession(ctx.deps, user.id, { ip: '10.0.0.2', userAgent: 'other' });
    const res = await post('update/password', token, {
      currentPassword: password,
      password: 'Brand-new-chorus-9',
      password_confirmation: 'Brand-new-chorus-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password successfully updated' });

    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, 'Brand-new-chorus-9')).toBe(true);
    const live = await ctx.deps.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
    expect(live).toHaveLength(1);
    expect(live[0].id).not.toBe(other.session.id);
    // The current token still works, the other one answers 401.
    expect((await post('update/name', token, { type: 'display', displayName: 'Still here' })).statusCode).toBe(200);
    expect((await post('update/name', other.token, { type: 'display', displayName: 'Gone' })).statusCode).toBe(401);

    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'security', title: 'Password changed' });
  });

  it('refuses a wrong current password and weak or mismatched new ones', async () => {
    const { user, token, password } = await createUser(ctx);
    const wrong = await post('update/password', token, {
      currentPassword: 'not-my-password',
      password: 'Brand-new-chorus-9',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ currentPassword: [WRONG_CURRENT_PASSWORD] });

    const short = await post('update/password', token, { currentPassword: password, password: 'abc' });
    expect(short.json().errors).toEqual({ password: [PASSWORD_TOO_SHORT] });
    const common = await post('update/password', token, { currentPassword: password, password: 'password123' });
    expect(common.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
    const mismatch = await post('update/password', token, {
      currentPassword: password,
      password: 'Brand-new-chorus-9',
      password_confirmation: 'Brand-new-chorus-8',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match'] });
    const same = await post('update/password', token, { currentPassword: password, password });
    expect(same.statusCode).toBe(422);
    expect(Object.keys(same.json().errors)).toEqual(['password']);
    const missing = await post('update/password', token, {});
    expect(missing.json().errors).toEqual({
      currentPassword: ['Enter your current password'],
      password: ['Enter a new password'],
    });

    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
  });
});
