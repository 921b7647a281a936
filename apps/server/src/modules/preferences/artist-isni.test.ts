import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from '@liner/ddex/ern';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createPublishableRelease, publishTestRelease, testTrack } from '../../../test/release-factories.js';
import { loadDeliverableRelease } from '../releases/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const submit = (token: string, isni: unknown, url = '/api/portal/preferences/artist/submit', extra = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: { artistName: 'Nova Reyes', additionalIds: { isni }, ...extra },
  });

describe('the artist ISNI on the preferences page', () => {
  it('refuses a wrong ISNI with the check message under its field and saves nothing', async () => {
    const { token } = await createUser(ctx);
    const cases: [unknown, string][] = [
      ['0000 0001 2281 9550', 'ISNI "0000 0001 2281 9550" has check character 0, expected X; check for a typo.'],
      ['0000 0001 2281', 'ISNI "0000 0001 2281" has 12 characters; it needs 16 (0000 0001 2345 6789).'],
      [
        'ABCD 0001 2281 955X',
        'ISNI "ABCD 0001 2281 955X" must be digits, with only the last character allowed to be X.',
      ],
    ];
    for (const [isni, message] of cases) {
      const res = await submit(token, isni);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'additionalIds.isni': [message] });
    }
    for (const isni of [12, '0'.repeat(40), 'X\u0000']) {
      const res = await submit(token, isni);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['additionalIds.isni']);
    }
    const read = await ctx.app.inject({ method: 'GET', url: '/api/portal/preferences/artist', headers: bearer(token) });
    expect(read.json()).toEqual({ data: null });
  });

  it('stores a good ISNI in groups of four, and clears it when emptied', async () => {
    const { token } = await createUser(ctx);
    const saved = await submit(token, 'isni 000000012281955x');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.additionalIds.isni).toBe('0000 0001 2281 955X');
    const cleared = await submit(token, '');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.additionalIds.isni).toBeNull();
  });

  it("checks a label artist's ISNI the same way", async () => {
    const { token } = await createUser(ctx, { type: 'label' });
    const res = await submit(token, '0000 0001 2281 9550', '/api/portal/preferences/label/submit');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['additionalIds.isni']);
  });

  it('is the ISNI delivered for that artist when the release names none; one typed in the wizard wins', async () => {
    const { token } = await createUser(ctx);
    expect((await submit(token, '0000 0001 2281 955X')).statusCode).toBe(200);
    const { releaseId } = await createPublishableRelease(ctx, token, {
      release: {
        artists: [
          { name: 'nova reyes ', roles: ['primary'], spotifyId: null, appleId: null, isni: '' },
          { name: 'Kai', roles: ['featuring'], spotifyId: null, appleId: null, isni: '0000000081266409' },
        ],
      },
      tracks: [testTrack(0, { artists: [{ name: 'Nova Reyes', roles: ['primary'] }] })],
    });
    await publishTestRelease(ctx, token, releaseId);
    const deliverable = await loadDeliverableRelease(ctx.deps, releaseId);
    expect(deliverable.release.artists).toEqual([
      { name: 'nova reyes', role: 'MainArtist', ids: { isni: '0000 0001 2281 955X' } },
      { name: 'Kai', role: 'FeaturedArtist', ids: { isni: '0000000081266409' } },
    ]);
    expect(deliverable.release.tracks[0].artists[0]).toEqual({
      name: 'Nova Reyes',
      role: 'MainArtist',
      ids: { isni: '0000 0001 2281 955X' },
    });
    const xml = buildNewReleaseMessage({
      ...deliverable.release,
      header: {
        kind: 'Insert',
        messageId: `LINER-${releaseId}-1`,
        sender: { dpid: 'PADPIDA0000000001A', name: 'Liner' },
        recipients: [{ dpid: 'PADPIDA2011072101T', name: 'Spotify' }],
        createdAt: '2025-01-15T10:00:00Z',
      },
      deals: [],
    });
    expect(xml).toContain('<ISNI>000000012281955X</ISNI>');

    // Another artist of the same name on another account does not lend its ISNI.
    const other = await createUser(ctx);
    const { releaseId: otherRelease } = await createPublishableRelease(ctx, other.token, {
      release: { artists: [{ name: 'Nova Reyes', roles: ['primary'], spotifyId: null, appleId: null, isni: '' }] },
    });
    await publishTestRelease(ctx, other.token, otherRelease);
    expect((await loadDeliverableRelease(ctx.deps, otherRelease)).release.artists[0].ids).toBeUndefined();
  });
});
