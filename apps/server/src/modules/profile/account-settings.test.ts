import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_SETTINGS_MESSAGES, ARTIST_INFO_MESSAGES, BILLING_MESSAGES, BUSINESS_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { users } from '../auth/tables.js';

describe('profile: artist info, newsletter, billing, upgrade, representatives, business details', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, token: string | null, payload?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const me = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

  const address = {
    country: 'United Kingdom',
    address: '12 Harbour Street',
    city: 'Bristol',
    state: 'England',
    postcode: 'BS1 4QA',
  };
  const business = {
    legalEntityName: 'Northbound Records Ltd',
    representativeFirstName: 'Mia',
    representativeLastName: 'Vance',
    companyPosition: 'Director',
  };

  it('answers 401 without a token on every new route', async () => {
    for (const url of [
      'update/artist-info',
      'update/newsletter',
      'update/billing',
      'upgrade',
      'business/init',
      'business/update/information',
      'business/update/legal-address',
      'business/update/mailing-address',
    ])
      expect((await post(url, null, {})).statusCode, url).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/representatives' })).statusCode).toBe(401);
  });

  it('saves artist info and shows it in the current-user answer', async () => {
    const { token } = await createUser(ctx);
    const missing = await post('update/artist-info', token, { artistName: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ artistName: [ARTIST_INFO_MESSAGES.artistName] });
    const long = await post('update/artist-info', token, { artistName: 'Nova', about: 'x'.repeat(2001) });
    expect(long.json().errors).toEqual({ about: [ARTIST_INFO_MESSAGES.aboutTooLong] });

    const res = await post('update/artist-info', token, {
      artistName: ' Nova Reyes ',
      genre: 'Electronic',
      about: 'From\nLisbon',
    });
    expect(res.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.artistInfoSaved });
    const answer = await me(token);
    expect(answer.user.artistName).toBe('Nova Reyes');
    expect(answer.profile.artistInfo).toEqual({ artistName: 'Nova Reyes', genre: 'Electronic', about: 'From\nLisbon' });
  });

  it('turns the newsletter on and off, and refuses anything but a boolean', async () => {
    const { token } = await createUser(ctx);
    expect((await me(token)).profile.newsletter).toBe(false);
    expect((await post('update/newsletter', token, { subscribed: 'yes' })).statusCode).toBe(422);
    expect((await post('update/newsletter', token, { subscribed: true })).json().message).toBe(
      ACCOUNT_SETTINGS_MESSAGES.newsletterOn,
    );
    expect((await me(token)).profile.newsletter).toBe(true);
    expect((await post('update/newsletter', token, { subscribed: false })).json().message).toBe(
      ACCOUNT_SETTINGS_MESSAGES.newsletterOff,
    );
    expect((await me(token)).profile.newsletter).toBe(false);
  });

  it('saves billing details with a normalised VAT number, and names the bad fields', async () => {
    const { token } = await createUser(ctx);
    const bad = await post('update/billing', token, { billingName: '', citizenship: '', vatNumber: 'G!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      billingName: [BILLING_MESSAGES.billingName],
      citizenship: [BILLING_MESSAGES.citizenship],
      vatNumber: [BILLING_MESSAGES.vatNumber],
    });
    const res = await post('update/billing', token, {
      billingName: 'Nova Reyes',
      company: '',
      vatNumber: 'gb 123.456-789',
      citizenship: 'Portugal',
    });
    expect(res.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.billingSaved });
    expect((await me(token)).profile.billing).toEqual({
      billingName: 'Nova Reyes',
      company: null,
      vatNumber: 'GB123456789',
      citizenship: 'Portugal',
      nationality: null,
    });
  });

  it('upgrades an artist to a label once, refuses a collaborator, and opens the label profile', async () => {
    const artist = await createUser(ctx, { type: 'artist', artistName: 'Tidewater' });
    expect((await me(artist.token)).profile.labelProfile).toBeNull();
    const res = await post('upgrade', artist.token);
    expect(res.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.upgraded });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, artist.user.id));
    expect(row.type).toBe('label');
    const answer = await me(artist.token);
    expect(answer.user.type).toBe('label');
    expect(answer.profile.labelProfile).toMatchObject({ name: 'Tidewater', imageUrl: null });

    const again = await post('upgrade', artist.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.alreadyLabel);
    // A collaborator manages no account of their own: the permissions refuse before the operation.
    const collaborator = await createUser(ctx, { type: 'collaborator' });
    expect((await post('upgrade', collaborator.token)).statusCode).toBe(403);
  });

  it('lists the operators as representatives by name, never by sign-in address', async () => {
    const operator = await createUser(ctx, { isAdmin: true, displayName: 'Sam Keller' });
    const { token } = await createUser(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/representatives', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.representatives).toContainEqual({
      id: operator.user.id,
      name: 'Sam Keller',
      role: 'Account representative',
    });
    expect(res.body).not.toContain(operator.user.email);
    expect(body.contactEmail).toMatch(/@/);
  });

  it('keeps business details for labels: init once, then each part, mailing address same as legal', async () => {
    const artist = await createUser(ctx, { type: 'artist' });
    const notLabel = await post('business/init', artist.token, business);
    expect(notLabel.statusCode).toBe(409);
    expect(notLabel.json().message).toBe(BUSINESS_MESSAGES.labelsOnly);

    const { token } = await createUser(ctx, { type: 'label' });
    const early = await post('business/update/legal-address', token, address);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BUSINESS_MESSAGES.notCreated);

    const empty = await post('business/init', token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      legalEntityName: [BUSINESS_MESSAGES.legalEntityName],
      representativeFirstName: [BUSINESS_MESSAGES.representativeFirstName],
      representativeLastName: [BUSINESS_MESSAGES.representativeLastName],
      companyPosition: [BUSINESS_MESSAGES.companyPosition],
    });
    expect((await post('business/init', token, business)).json().message).toBe(BUSINESS_MESSAGES.created);
    const twice = await post('business/init', token, business);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BUSINESS_MESSAGES.alreadyCreated);

    const renamed = await post('business/update/information', token, {
      ...business,
      companyPosition: 'Managing Director',
    });
    expect(renamed.json().message).toBe(BUSINESS_MESSAGES.informationSaved);
    const badAddress = await post('business/update/legal-address', token, { ...address, city: '' });
    expect(badAddress.json().errors).toEqual({ city: ['FIll your city'] });
    expect((await post('business/update/legal-address', token, address)).json().message).toBe(
      BUSINESS_MESSAGES.legalAddressSaved,
    );
    expect((await post('business/update/mailing-address', token, { sameAsLegal: true })).json().message).toBe(
      BUSINESS_MESSAGES.mailingAddressSaved,
    );
    let details = (await me(token)).profile.business;
    expect(details).toMatchObject({ companyPosition: 'Managing Director', mailingSameAsLegal: true });
    expect(details.legalAddress.formatted).toBe('12 Harbour Street, Bristol, England, BS1 4QA, United Kingdom');
    expect(details.mailingAddress).toEqual(details.legalAddress);

    await post('business/update/mailing-address', token, {
      ...address,
      address: 'PO Box 7',
      fromSearch: true,
      formatted: 'PO Box 7, Bristol BS1 4QA, United Kingdom',
      countryCode: 'gb',
    });
    details = (await me(token)).profile.business;
    expect(details.mailingSameAsLegal).toBe(false);
    expect(details.mailingAddress).toMatchObject({
      address: 'PO Box 7',
      countryCode: 'GB',
      fromSearch: true,
      formatted: 'PO Box 7, Bristol BS1 4QA, United Kingdom',
    });
  });
});
