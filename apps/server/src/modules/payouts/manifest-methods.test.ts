import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { lastMailTo } from '../auth/testing.js';
import { call, otherCode } from './testing.js';

describe('Manifest payout method (built-in Manifest)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (who: CreatedUser, path: string, body: object = {}) =>
    call(ctx, who, 'POST', `/api/profile/${path}`, body);
  // Quoted-printable: long lines are broken with a trailing "=".
  const lastCode = async (to: string) =>
    /Manifest payouts is (\d{6})/.exec((await lastMailTo(ctx, to)).replace(/=\r?\n/g, ''))?.[1] ?? '';
  const methods = async (who: CreatedUser) => (await call(ctx, who, 'GET', '/api/profile/payout-methods')).json();
  const connect = async (who: CreatedUser, email: string) => {
    await post(who, 'manifest/init', { email, password: who.password });
    expect((await post(who, 'manifest/verify', { code: await lastCode(email) })).statusCode).toBe(200);
  };

  it('refuses a bad address and a missing proof, on their fields', async () => {
    const artist = await createUser(ctx);
    const bad = await post(artist, 'manifest/init', { email: 'not-an-address', password: artist.password });
    expect(bad.json().errors.email).toEqual(['Enter a valid e-mail address']);
    const long = await post(artist, 'manifest/init', { email: `${'a'.repeat(250)}@x.test`, password: artist.password });
    expect(long.statusCode).toBe(422);
    const unproved = await post(artist, 'manifest/init', { email: 'mf@example.test' });
    expect(unproved.json().errors.password).toEqual([
      'Enter your current password or a code from your authenticator app',
    ]);
  });

  it('confirms the address with a mailed code, then opens and checks the Manifest account', async () => {
    const artist = await createUser(ctx);
    const init = await post(artist, 'manifest/init', { email: 'MF@Example.test', password: artist.password });
    expect(init.json()).toEqual({ message: PROVIDER_METHOD_MESSAGES.manifestCodeSent });
    const code = await lastCode('mf@example.test');
    expect((await post(artist, 'create/manifest-account')).json().message).toBe(
      PROVIDER_METHOD_MESSAGES.manifestNotVerified,
    );
    expect((await post(artist, 'manifest/verify', { code: otherCode(code) })).statusCode).toBe(422);
    expect((await post(artist, 'manifest/verify', { code })).json()).toEqual({
      message: PROVIDER_METHOD_MESSAGES.manifestVerified,
    });
    expect((await post(artist, 'verify/manifest-connection')).json().message).toBe(
      PROVIDER_METHOD_MESSAGES.noManifestAccount,
    );

    const created = await post(artist, 'create/manifest-account');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      message: PROVIDER_METHOD_MESSAGES.manifestAccountCreated,
      providerAccount: { id: expect.stringMatching(/^mf_builtin_[0-9a-f]{16}$/), status: 'active' },
    });
    const again = await post(artist, 'create/manifest-account');
    expect(again.json().providerAccount).toEqual(created.json().providerAccount);
    const connection = await post(artist, 'verify/manifest-connection');
    expect(connection.json()).toEqual({
      message: PROVIDER_METHOD_MESSAGES.manifestConnected,
      providerAccount: created.json().providerAccount,
    });
    expect((await methods(artist)).data).toEqual([
      expect.objectContaining({
        type: 'manifest',
        status: 'verified',
        destination: 'mf@example.test',
        providerAccount: created.json().providerAccount,
      }),
    ]);
  });

  it('edit/manifest needs a method to edit, and a new address goes back to waiting for its code', async () => {
    const artist = await createUser(ctx);
    const nothing = await post(artist, 'edit/manifest', { email: 'new@example.test', password: artist.password });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe(PROVIDER_METHOD_MESSAGES.noManifest);
    await connect(artist, 'old@example.test');
    await post(artist, 'create/manifest-account');
    ctx.clock.advanceMinutes(2);
    const edited = await post(artist, 'edit/manifest', { email: 'new@example.test', password: artist.password });
    expect(edited.json()).toEqual({ message: PROVIDER_METHOD_MESSAGES.manifestCodeSent });
    const listed = await methods(artist);
    expect(listed.data).toEqual([
      expect.objectContaining({ destination: 'new@example.test', status: 'pending', providerAccount: null }),
    ]);
    expect(listed.payoutsBlockedUntil).not.toBeNull();
    expect((await post(artist, 'manifest/verify', { code: await lastCode('new@example.test') })).statusCode).toBe(200);
  });

  it("an expired code fails, and another account cannot touch someone's Manifest", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    await post(owner, 'manifest/init', { email: 'owner.mf@example.test', password: owner.password });
    const code = await lastCode('owner.mf@example.test');
    expect((await post(other, 'manifest/verify', { code })).json().errors.code).toEqual([
      PROVIDER_METHOD_MESSAGES.noPendingManifest,
    ]);
    expect((await post(other, 'manifest/remove', { password: other.password })).statusCode).toBe(404);
    expect((await post(other, 'create/manifest-account')).statusCode).toBe(404);
    expect((await post(other, 'verify/manifest-connection')).statusCode).toBe(404);
    ctx.clock.advanceMinutes(31);
    expect((await post(owner, 'manifest/verify', { code })).json().errors.code).toEqual([
      'The code is invalid or has expired',
    ]);
  });

  it('removing asks for the proof; removing again finds nothing', async () => {
    const artist = await createUser(ctx);
    await connect(artist, 'leaving@example.test');
    expect((await post(artist, 'manifest/remove', { password: 'wrong' })).statusCode).toBe(422);
    expect((await post(artist, 'manifest/remove', { password: artist.password })).json()).toEqual({
      message: PROVIDER_METHOD_MESSAGES.manifestRemoved,
    });
    expect((await methods(artist)).data).toEqual([]);
    expect((await post(artist, 'manifest/remove', { password: artist.password })).statusCode).toBe(404);
  });
});
