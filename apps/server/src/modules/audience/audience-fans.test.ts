import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_EXPORT_COLUMNS, AUDIENCE_MESSAGES, type AudienceMember } from '@liner/domain';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { insertTestRelationship } from '../managers/testing.js';
import { AUDIENCE, addTestFan, callAudience } from './testing.js';

let ctx: TestContext;
let artist: CreatedUser;
let stranger: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  artist = await createUser(ctx);
  stranger = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** Someone switched into the artist's account with the given promotional-assets access. */
async function managerWith(access: ('read' | 'write' | 'update' | 'delete')[]): Promise<CreatedUser> {
  const manager = await createUser(ctx);
  await insertTestRelationship(ctx.deps, {
    accountId: artist.user.id,
    person: manager.user,
    access: { 'promotional-assets': access },
  });
  const switched = await ctx.app.inject({
    method: 'GET',
    url: `/api/portal/manager/switch/${artist.user.id}`,
    headers: bearer(manager.token),
  });
  expect(switched.statusCode).toBe(200);
  return manager;
}

describe('adding a fan', () => {
  it('stores the fan with the country and platform read from the shared lists', async () => {
    const res = await callAudience(ctx, artist, 'POST', '/fan', {
      name: 'Ana Lima',
      email: 'Ana.Lima@Example.com',
      country: 'PT',
      service: 'spotify',
      subscription_type: 'premium',
      age: 29,
      followers: 310,
      instagram: 'https://instagram.com/ana.lima',
      blast_email_subscribed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: AUDIENCE_MESSAGES.added,
      data: {
        type: 'custom',
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        country: 'Portugal',
        country_code: 'PT',
        service: 'spotify',
        service_name: 'Spotify',
        subscription_type: 'premium',
        age: 29,
        followers: 310,
        instagram: 'https://instagram.com/ana.lima',
        facebook: null,
        blast_email_subscribed: true,
      },
    });
  });

  it.each([
    [{ email: 'not an address' }, 'email', AUDIENCE_MESSAGES.emailInvalid],
    [{ email: 'fan@example.com', country: 'Narnia' }, 'country', AUDIENCE_MESSAGES.country],
    [{ email: 'fan@example.com', service: 'Napster 1999' }, 'service', AUDIENCE_MESSAGES.service],
    [{ email: 'fan@example.com', age: 0 }, 'age', AUDIENCE_MESSAGES.age],
    [{ email: 'fan@example.com', youtube: 'youtube.com/@fan' }, 'youtube', AUDIENCE_MESSAGES.link],
  ])('refuses %j with a message on %s', async (fan, field, message) => {
    const res = await callAudience(ctx, artist, 'POST', '/fan', fan);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });

  it('refuses an address already in the audience, whatever its case', async () => {
    await addTestFan(ctx, artist, { email: 'twice@example.com' });
    const res = await callAudience(ctx, artist, 'POST', '/fan', { email: ' TWICE@example.com ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [AUDIENCE_MESSAGES.emailTaken] });
    // Another account keeps its own list: the same address is new there.
    expect((await callAudience(ctx, stranger, 'POST', '/fan', { email: 'twice@example.com' })).statusCode).toBe(200);
  });
});

describe('finding fans', () => {
  let owner: CreatedUser;
  beforeAll(async () => {
    owner = await createUser(ctx);
    for (let index = 1; index <= 23; index += 1)
      await addTestFan(ctx, owner, {
        email: `listener${index}@example.com`,
        name: index === 7 ? 'Zoë Berg' : `Listener ${index}`,
        country: index % 2 === 0 ? 'DE' : 'FR',
      });
  });

  it('pages the custom fans, newest first, with the server pagination', async () => {
    const first = (await callAudience(ctx, owner, 'GET', '/find/fans')).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 23, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].email).toBe('listener23@example.com');
    const second = (await callAudience(ctx, owner, 'GET', '/find/fans?page=2&per_page=20')).json();
    expect(second.data.map((fan: AudienceMember) => fan.email)).toEqual([
      'listener3@example.com',
      'listener2@example.com',
      'listener1@example.com',
    ]);
  });

  it('searches names, addresses and countries, and only in the account', async () => {
    const byName = (await callAudience(ctx, owner, 'GET', '/find/fans/zo%C3%AB')).json();
    expect(byName.data.map((fan: AudienceMember) => fan.email)).toEqual(['listener7@example.com']);
    const byCountry = (await callAudience(ctx, owner, 'GET', '/find/fans/Germany?per_page=100')).json();
    expect(byCountry.total).toBe(11);
    const wildcard = (await callAudience(ctx, owner, 'GET', '/find/fans/%25')).json();
    expect(wildcard.total).toBe(0);
    const all = (await callAudience(ctx, owner, 'GET', '/findAll/listener1')).json();
    expect(all.total).toBe(11);
    expect((await callAudience(ctx, stranger, 'GET', '/findAll/listener')).json()).toEqual({ data: [], total: 0 });
  });

  it('refuses a page out of bounds and a search that is too long', async () => {
    expect((await callAudience(ctx, owner, 'GET', '/find/fans?per_page=1000')).statusCode).toBe(422);
    // A search segment past 100 characters is refused by the router itself (maxParamLength).
    expect((await callAudience(ctx, owner, 'GET', `/findAll/${'a'.repeat(101)}`)).statusCode).toBe(414);
    expect((await callAudience(ctx, owner, 'GET', '/findAll/a%00b')).statusCode).toBe(422);
  });
});

describe('removing fans', () => {
  it('removes one fan; another account’s fan answers 404 and stays', async () => {
    const mine = await addTestFan(ctx, artist, { email: 'leaving@example.com' });
    const theirs = await addTestFan(ctx, stranger, { email: 'kept@example.com' });
    expect((await callAudience(ctx, artist, 'DELETE', `/fan?id=${mine}`)).json()).toEqual({
      message: AUDIENCE_MESSAGES.removed,
    });
    expect((await callAudience(ctx, artist, 'DELETE', `/fan?id=${mine}`)).statusCode).toBe(404);
    const other = await callAudience(ctx, artist, 'DELETE', `/fan?id=${theirs}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(AUDIENCE_MESSAGES.notFound);
    expect((await callAudience(ctx, stranger, 'GET', '/findAll/kept')).json().total).toBe(1);
    expect((await callAudience(ctx, artist, 'DELETE', '/fan?id=abc')).statusCode).toBe(422);
  });

  it('removes a selection all or nothing', async () => {
    const ids = [
      await addTestFan(ctx, artist, { email: 'bulk1@example.com' }),
      await addTestFan(ctx, artist, { email: 'bulk2@example.com' }),
    ];
    const theirs = await addTestFan(ctx, stranger, { email: 'bulk3@example.com' });
    const mixed = await callAudience(ctx, artist, 'POST', '/fan/bulk-remove', { ids: [...ids, theirs] });
    expect(mixed.statusCode).toBe(404);
    expect((await callAudience(ctx, artist, 'GET', '/findAll/bulk')).json().total).toBe(2);
    const removed = await callAudience(ctx, artist, 'POST', '/fan/bulk-remove', { ids });
    expect(removed.json()).toEqual({ message: '2 fans removed', removed: 2 });
    expect((await callAudience(ctx, artist, 'GET', '/findAll/bulk')).json().total).toBe(0);
    expect((await callAudience(ctx, artist, 'POST', '/fan/bulk-remove', { ids: [] })).statusCode).toBe(422);
  });
});

describe('who may', () => {
  it('lets a collaborator do nothing, a viewer read, and promotional Admin or Editor manage', async () => {
    const collaborator = await createUser(ctx, { type: 'collaborator', hasCompletedInit: true });
    expect((await callAudience(ctx, collaborator, 'GET', '/find/fans')).statusCode).toBe(403);
    expect((await callAudience(ctx, collaborator, 'POST', '/fan', { email: 'c@example.com' })).statusCode).toBe(403);

    const viewer = await managerWith(['read']);
    expect((await callAudience(ctx, viewer, 'GET', '/find/fans')).statusCode).toBe(200);
    expect((await callAudience(ctx, viewer, 'POST', '/fan', { email: 'v@example.com' })).statusCode).toBe(403);
    expect((await callAudience(ctx, viewer, 'POST', '/refresh-audience')).statusCode).toBe(403);

    const editor = await managerWith(['read', 'update']);
    const added = await callAudience(ctx, editor, 'POST', '/fan', { email: 'editor-added@example.com' });
    expect(added.statusCode).toBe(200);
    // The fan is the artist's: the manager acted for the account.
    expect((await callAudience(ctx, artist, 'GET', '/findAll/editor-added')).json().total).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${AUDIENCE}/find/fans` })).statusCode).toBe(401);
  });
});

describe('exporting', () => {
  it('downloads every member as CSV an import reads back, with formulas made harmless', async () => {
    const owner = await createUser(ctx);
    await addTestFan(ctx, owner, { email: 'one@example.com', name: 'One, Fan', country: 'Japan', followers: 12 });
    await addTestFan(ctx, owner, { email: 'two@example.com', name: '=HYPERLINK("x")', blast_email_subscribed: true });
    const res = await callAudience(ctx, owner, 'GET', '/fan/export-all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audience-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 'custom',
      name: 'One, Fan',
      email: 'one@example.com',
      country: 'JP',
      followers: '12',
      blast_email_subscribed: 'false',
    });
    expect(rows[1]).toMatchObject({ name: `'=HYPERLINK("x")`, blast_email_subscribed: 'true' });
    const empty = await callAudience(ctx, await createUser(ctx), 'GET', '/fan/export-all');
    expect(empty.body).toBe(`${AUDIENCE_EXPORT_COLUMNS.join(',')}\n`);
  });
});
