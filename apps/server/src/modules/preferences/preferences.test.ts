import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesToReleaseDefaults, type ArtistPreferences } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const prefs = {
  artistName: 'Nova',
  primaryGenre: 'Pop',
  language: 'fr',
  label: 'Nova Records',
  c_line: 'Nova Records',
  p_line: 'Nova Rec',
  releaseTime: '09:30',
  timeZone: 'Europe/Paris',
  stores: ['spotify'],
  territories: ['FR'],
  delivery: { youtube: true },
  platforms: {
    spotify: 'https://open.spotify.com/intl-fr/artist/4dpARuHxo51G3z768sgnrY?si=1',
    audiomack: 'audiomack.com/Nova',
  },
  defaultArtists: [{ name: 'Nova', roles: ['primary'] }],
};

describe('artist preferences', () => {
  it('needs a user', async () => {
    expect((await call('GET', '/api/portal/preferences/artist', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/portal/preferences/artist/submit', null, prefs)).statusCode).toBe(401);
  });

  it('starts empty, saves, reads back with platform ids, and updates in place', async () => {
    const { token } = await createUser(ctx);
    expect((await call('GET', '/api/portal/preferences/artist', token)).json()).toEqual({ data: null });
    const saved = await call('POST', '/api/portal/preferences/artist/submit', token, prefs);
    expect(saved.statusCode).toBe(200);
    const data: ArtistPreferences = saved.json().data;
    expect(data.platforms).toEqual({
      spotify: { url: 'https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY', id: '4dpARuHxo51G3z768sgnrY' },
      audiomack: { url: 'https://audiomack.com/nova', id: 'nova' },
      apple: null,
      youtube: null,
    });
    expect((await call('GET', '/api/portal/preferences/artist', token)).json().data).toEqual(data);
    expect(preferencesToReleaseDefaults(data)).toMatchObject({
      primaryGenre: 'Pop',
      language: 'fr',
      copyright: { licensing: { name: 'Nova Records' } },
      platforms: { data: ['spotify'] },
    });
    const again = await call('POST', '/api/portal/preferences/artist/submit', token, {
      ...prefs,
      artistName: 'Nova X',
    });
    expect(again.json().data).toMatchObject({ id: data.id, artistName: 'Nova X' });
  });

  it('refuses invalid fields with each message', async () => {
    const { token } = await createUser(ctx);
    const res = await call('POST', '/api/portal/preferences/artist/submit', token, {
      artistName: '',
      releaseTime: '9',
      platforms: { youtube: 'https://www.youtube.com/watch?v=abc' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      artistName: ['Enter the artist name'],
      releaseTime: ['Give the release time as HH:MM'],
      'platforms.youtube': [
        'This is a YouTube video link, not an artist profile. Paste the artist profile URL (https://www.youtube.com/channel/… or https://www.youtube.com/@…)',
      ],
    });
  });
});

describe('label artists', () => {
  let label: string;
  let otherLabel: string;
  beforeAll(async () => {
    label = (await createUser(ctx, { type: 'label' })).token;
    otherLabel = (await createUser(ctx, { type: 'label' })).token;
  });

  it('is for label accounts only', async () => {
    const artist = await createUser(ctx);
    const res = await call('GET', '/api/portal/preferences/label/1', artist.token);
    expect([res.statusCode, res.json().message]).toEqual([403, 'Only label accounts manage label artists']);
  });

  it('adds, pages, reads, updates and removes artists', async () => {
    for (let i = 1; i <= 11; i += 1) {
      expect(
        (await call('POST', '/api/portal/preferences/label/submit', label, { artistName: `Artist ${i}` })).statusCode,
      ).toBe(200);
    }
    const first = (await call('GET', '/api/portal/preferences/label/1', label)).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 11, per_page: 10 });
    expect(first.data).toHaveLength(10);
    const second = (await call('GET', '/api/portal/preferences/label/2', label)).json();
    expect(second.data).toHaveLength(1);
    const id: number = second.data[0].id;
    expect((await call('GET', `/api/portal/preferences/label/artist/${id}`, label)).json().artistName).toBe(
      second.data[0].artistName,
    );
    const updated = await call('POST', '/api/portal/preferences/label/submit', label, {
      id,
      artistName: 'Renamed',
      label: 'Imprint',
    });
    expect(updated.json().data).toMatchObject({ id, artistName: 'Renamed', label: 'Imprint' });
    expect((await call('POST', '/api/portal/preferences/label/artist/remove', label, { id })).json()).toEqual({
      message: 'Artist removed',
    });
    expect((await call('GET', `/api/portal/preferences/label/artist/${id}`, label)).statusCode).toBe(404);
    expect((await call('GET', '/api/portal/preferences/label/1', label)).json().total).toBe(10);
    // The label's own preferences are not one of its artists.
    expect((await call('GET', '/api/portal/preferences/artist', label)).json()).toEqual({ data: null });
  });

  it('answers 404 for another label’s artist id on every route', async () => {
    const theirs = (
      await call('POST', '/api/portal/preferences/label/submit', otherLabel, { artistName: 'Theirs' })
    ).json().data.id;
    expect((await call('GET', `/api/portal/preferences/label/artist/${theirs}`, label)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/portal/preferences/label/submit', label, { id: theirs, artistName: 'Hijack' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/portal/preferences/label/artist/remove', label, { id: theirs })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/portal/preferences/label/artist/${theirs}`, otherLabel)).json().artistName).toBe(
      'Theirs',
    );
  });
});

describe('collaborators', () => {
  const list = (token: string) => call('GET', '/api/distribution/user/artist/collaborators', token);
  const add = (token: string, collaborators: object[]) =>
    call('POST', '/api/distribution/user/artist/collaborator/add', token, { collaborators });

  it('adds collaborators with their messages', async () => {
    const { token } = await createUser(ctx);
    const added = await add(token, [
      { name: 'Sam', type: 'credit' },
      { name: 'Ana', type: 'writer' },
    ]);
    expect(added.json()).toMatchObject({
      message: 'Collaborators added',
      data: [{ name: 'Sam', type: 'credit', isDefault: false }, { name: 'Ana' }],
    });
    expect((await add(token, [{ name: ' SAM ', type: 'artist' }])).json()).toMatchObject({
      message: 'Same Artist name cannot be used',
      errors: { 'collaborators.0.name': ['Same Artist name cannot be used'] },
    });
    expect(
      (
        await add(token, [
          { name: 'Kim', type: 'artist' },
          { name: 'kim', type: 'artist' },
        ])
      ).json().errors,
    ).toEqual({ 'collaborators.1.name': ['Same Artist name cannot be used'] });
    expect((await add(token, [{ name: 'Kim' }])).json().errors).toEqual({
      'collaborators.0.type': ['Select artist type'],
    });
    expect((await add(token, [{ name: '', type: 'artist' }])).json().errors).toEqual({
      'collaborators.0.name': ['Name of the artist is required'],
    });
    expect((await add(token, [])).json().message).toBe('Please fill out the collaborator name');
    expect((await list(token)).json().data.map((c: { name: string }) => c.name)).toEqual(['Sam', 'Ana']);
  });

  it('keeps the default collaborator (the artist itself) locked', async () => {
    const { token } = await createUser(ctx);
    await add(token, [
      { name: 'Nova', type: 'credit' },
      { name: 'Sam', type: 'credit' },
    ]);
    await call('POST', '/api/portal/preferences/artist/submit', token, { artistName: 'Nova' });
    const rows: { id: number; name: string; isDefault: boolean; type: string }[] = (await list(token)).json().data;
    expect(rows.map((r) => [r.name, r.type, r.isDefault])).toEqual([
      ['Nova', 'artist', true],
      ['Sam', 'credit', false],
    ]);
    const locked = rows[0].id;
    const edit = await call('POST', '/api/distribution/user/artist/collaborator/update', token, {
      id: locked,
      name: 'Other',
      type: 'artist',
    });
    expect([edit.statusCode, edit.json().message]).toEqual([403, 'Default collaborators cannot be edited or deleted']);
    expect(
      (await call('POST', '/api/distribution/user/artist/collaborator/remove', token, { id: locked })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/distribution/user/artist/collaborator/update', token, {
          id: rows[1].id,
          name: 'nova',
          type: 'credit',
        })
      ).json().errors,
    ).toEqual({ name: ['Same Artist name cannot be used'] });
    expect(
      (
        await call('POST', '/api/distribution/user/artist/collaborator/update', token, {
          id: rows[1].id,
          name: 'Samuel',
          type: 'writer',
        })
      ).json().data,
    ).toMatchObject({ name: 'Samuel', type: 'writer' });
    expect(
      (await call('POST', '/api/distribution/user/artist/collaborator/remove', token, { id: rows[1].id })).statusCode,
    ).toBe(200);
    // Renaming the artist moves the default along.
    await call('POST', '/api/portal/preferences/artist/submit', token, { artistName: 'Nova Prime' });
    expect((await list(token)).json().data.map((r: { name: string }) => r.name)).toEqual(['Nova Prime']);
  });

  it('never touches another account’s collaborators', async () => {
    const owner = await createUser(ctx);
    const id = (await add(owner.token, [{ name: 'Mine', type: 'artist' }])).json().data[0].id;
    const other = await createUser(ctx);
    expect(
      (await call('POST', '/api/distribution/user/artist/collaborator/remove', other.token, { id })).statusCode,
    ).toBe(404);
    expect((await list(other.token)).json().data).toEqual([]);
  });
});
