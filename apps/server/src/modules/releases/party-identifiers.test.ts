import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createDraftRelease, testReleaseForm, testTrack } from '../../../test/release-factories.js';

const artist = (isni: string) => ({ name: 'Nova Reyes', roles: ['primary'], spotifyId: null, appleId: null, isni });

describe('artist ISNI and writer IPI in the wizard', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createUser(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/portal/release/${url}`, headers: bearer(token), payload });
  const view = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/portal/release/${id}`, headers: bearer(token) })).json();

  it('refuses a wrong ISNI on a release artist with the check message under its field, saving nothing', async () => {
    const { releaseId } = await createDraftRelease(ctx, token);
    const cases: [string, string][] = [
      ['0000 0001 2281 9550', 'ISNI "0000 0001 2281 9550" has check character 0, expected X; check for a typo.'],
      ['0000 0001 2281', 'ISNI "0000 0001 2281" has 12 characters; it needs 16 (0000 0001 2345 6789).'],
      [
        'ABCD 0001 2281 955X',
        'ISNI "ABCD 0001 2281 955X" must be digits, with only the last character allowed to be X.',
      ],
    ];
    for (const [isni, message] of cases) {
      const res = await post('save/release', {
        release_id: releaseId,
        ...testReleaseForm(ctx, { title: 'Changed', artists: [artist('0000000081266409'), artist(isni)] }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'artists.1.isni': [message] });
    }
    const res = await post('save/release', {
      release_id: releaseId,
      ...testReleaseForm(ctx),
      artists: [{ ...artist(''), isni: 12 }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['artists.0.isni']);
    expect((await view(releaseId)).title).toBe('Northern Lights');
  });

  it('saves an ISNI on release and track artists and reads it back', async () => {
    const { releaseId } = await createDraftRelease(ctx, token, {
      release: { artists: [artist('0000 0001 2281 955x')] },
      tracks: [testTrack(0, { artists: [{ name: 'Kai', roles: ['featuring'], isni: '0000000081266409' }] })],
    });
    const saved = await view(releaseId);
    expect(saved.artists[0].isni).toBe('0000 0001 2281 955x');
    expect(saved.tracks[0].artists[0].isni).toBe('0000000081266409');
    // Cleared again: an empty code is no code.
    const cleared = await post('save/release', {
      release_id: releaseId,
      ...testReleaseForm(ctx, { artists: [artist('')] }),
    });
    expect(cleared.statusCode).toBe(200);
    expect((await view(releaseId)).artists[0].isni).toBe('');
  });

  it('refuses a wrong IPI name number on a writer and a wrong ISNI on a track artist, per track', async () => {
    const { releaseId } = await createDraftRelease(ctx, token);
    const res = await post('save/tracks', {
      release_id: releaseId,
      tracks: [
        testTrack(0),
        testTrack(1, {
          artists: [{ name: 'Nova Reyes', roles: ['primary'], isni: '000000008126640' }],
          writers: [{ firstName: 'Nova', lastName: 'Reyes', roles: ['composer'], ipi: '12345678990' }],
        }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'tracks.1.artists.0.isni': ['ISNI "000000008126640" has 15 characters; it needs 16 (0000 0001 2345 6789).'],
      'tracks.1.writers.0.ipi': ['IPI name number "12345678990" ends in 90, expected 93; check for a typo.'],
    });
    const short = await post('save/tracks', {
      release_id: releaseId,
      tracks: [testTrack(0, { writers: [{ firstName: 'A', lastName: 'B', roles: ['composer'], ipi: '1234-5678' }] })],
    });
    expect(short.json().errors).toEqual({
      'tracks.0.writers.0.ipi': ['IPI name number "1234-5678" has 8 digits; it needs 11.'],
    });
    expect((await view(releaseId)).tracks).toEqual([]);
  });

  it('saves a writer IPI and reads it back', async () => {
    const { releaseId } = await createDraftRelease(ctx, token, {
      tracks: [
        testTrack(0, { writers: [{ firstName: 'Ann', lastName: 'Writer', roles: ['composer'], ipi: '123456789 93' }] }),
      ],
    });
    expect((await view(releaseId)).tracks[0].writers).toEqual([
      { firstName: 'Ann', lastName: 'Writer', roles: ['composer'], ipi: '123456789 93' },
    ]);
  });
});
