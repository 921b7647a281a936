import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewReleaseMessage, checkReleaseForDelivery } from '@liner/ddex/ern';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import {
  createDraftRelease,
  createPublishableRelease,
  publishTestRelease,
  testReleaseForm,
  testTrack,
} from '../../../test/release-factories.js';
import { loadDeliverableRelease } from './deliverable-release.js';

describe('loadDeliverableRelease', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('maps a published release to an ERN model that passes the pre-delivery check and builds', async () => {
    const { token } = await createUser(ctx);
    const { releaseId, userId } = await createPublishableRelease(ctx, token, {
      release: {
        territories: { worldwide: true, excluding: ['FR'] },
        storeIds: ['spotify', 'deezer'],
        artists: [
          { name: 'Nova Reyes', roles: ['primary'], spotifyId: null, appleId: null },
          { name: 'Kai', roles: ['featuring'], spotifyId: null, appleId: null },
        ],
      },
      tracks: [
        testTrack(0, { explicit: true }),
        testTrack(1, { iswc: 'T-034.524.680-1', credits: [{ name: 'Rex', roles: ['remixer', 'mixing-engineer'] }] }),
      ],
    });
    const { release: published } = await publishTestRelease(ctx, token, releaseId);
    const deliverable = await loadDeliverableRelease(ctx.deps, releaseId);
    expect(deliverable).toMatchObject({
      releaseId,
      ownerUserId: userId,
      territories: { worldwide: true, excluding: ['FR'] },
      storeIds: ['spotify', 'deezer'],
    });
    expect(deliverable.release).toMatchObject({
      icpn: published.upc.code,
      releaseType: 'Album',
      title: 'Northern Lights',
      parentalWarning: 'Explicit',
      label: { name: 'Aurora Records' },
      artists: [
        { name: 'Nova Reyes', role: 'MainArtist' },
        { name: 'Kai', role: 'FeaturedArtist' },
      ],
      cover: { uri: `resources/${published.upc.code}.jpg`, format: 'JPEG', width: 3000, height: 3000 },
    });
    expect(deliverable.release.tracks.map((t) => t.isrc)).toEqual(published.tracks.map((t) => t.isrc));
    expect(deliverable.release.tracks[0]).toMatchObject({
      trackNumber: 1,
      parentalWarning: 'Explicit',
      // The audio file's exact length, not rounded to whole seconds.
      durationSeconds: 185.4,
      contributors: [
        { name: 'Nova Reyes', roles: ['ComposerLyricist'] },
        { name: 'Sam Keller', roles: ['Producer'] },
      ],
      audio: {
        uri: `resources/${published.upc.code}_01_001.flac`,
        format: 'FLAC',
        channels: 2,
        bitsPerSample: 16,
        sampleRateHz: 44_100,
      },
    });
    expect(deliverable.release.tracks[1].contributors).toContainEqual({
      name: 'Rex',
      roles: ['Remixer', 'MixingEngineer'],
    });
    expect(deliverable.files.tracks.map((t) => t.isrc)).toEqual(published.tracks.map((t) => t.isrc));
    expect(await ctx.deps.storage.exists(deliverable.files.coverStorageKey)).toBe(true);

    const message = {
      ...deliverable.release,
      header: {
        kind: 'Insert' as const,
        messageId: `LINER-${releaseId}-1`,
        sender: { dpid: 'PADPIDA0000000001A', name: 'Liner' },
        recipients: [{ dpid: 'PADPIDA2011072101T', name: 'Spotify' }],
        createdAt: '2025-01-15T10:00:00Z',
      },
      deals: [
        {
          territories: deliverable.territories,
          commercialModels: ['SubscriptionModel' as const],
          useTypes: ['OnDemandStream' as const],
          start: deliverable.release.releaseDate,
        },
      ],
    };
    expect(checkReleaseForDelivery(message).filter((p) => p.severity === 'error')).toEqual([]);
    const xml = buildNewReleaseMessage(message);
    expect(xml).toContain(`<ICPN>${published.upc.code}</ICPN>`);
    expect(xml).toContain('<ExcludedTerritoryCode>FR</ExcludedTerritoryCode>');
    expect(xml).toContain('<Duration>PT3M5.4S</Duration>');
  });

  it("keeps a single's featured artist on its recording and sends ISNIs, IPIs, the preview and P/C parts", async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createPublishableRelease(ctx, token, {
      release: {
        type: 'Single',
        title: 'Glass Harbour',
        deliveryFlags: { ...testReleaseForm(ctx).deliveryFlags, youtube: 1, tiktok: 1, facebook: 2 },
        artists: [
          { name: 'Nova Reyes', roles: ['primary'], spotifyId: null, appleId: null, isni: '0000 0001 2281 955X' },
          { name: 'Kai', roles: ['featuring'], spotifyId: null, appleId: null, isni: '' },
        ],
      },
      tracks: [
        testTrack(0, {
          artists: [],
          tiktokStartTime: '1:05',
          writers: [{ firstName: 'Nova', lastName: 'Reyes', roles: ['composer-lyricist'], ipi: '00000000199' }],
        }),
      ],
    });
    await publishTestRelease(ctx, token, releaseId);
    const deliverable = await loadDeliverableRelease(ctx.deps, releaseId);
    // The UGC options on (1) add their services; a disabled one (2) does not.
    expect(deliverable.storeIds).toEqual(['spotify', 'youtube-content-id', 'tiktok']);
    const [track] = deliverable.release.tracks;
    expect(track.artists).toEqual([
      { name: 'Nova Reyes', role: 'MainArtist', ids: { isni: '0000 0001 2281 955X' } },
      { name: 'Kai', role: 'FeaturedArtist', ids: undefined },
    ]);
    expect(track.previewStartSeconds).toBe(65);
    expect(track.contributors[0]).toEqual({
      name: 'Nova Reyes',
      roles: ['ComposerLyricist'],
      ids: { ipiNameNumber: '00000000199' },
    });
    const year = ctx.clock.now().getUTCFullYear();
    expect(deliverable.release.pLine).toEqual({
      year,
      company: 'Aurora Records',
      text: `(P) ${year} Aurora Records`,
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
    const recording = xml.slice(xml.indexOf('<SoundRecording>'), xml.indexOf('</SoundRecording>'));
    expect(recording).toContain('<DisplayArtistName>Nova Reyes feat. Kai</DisplayArtistName>');
    expect(recording).toContain('<DisplayArtistRole>FeaturedArtist</DisplayArtistRole>');
    expect(recording).toContain('<StartPoint>65.0</StartPoint>');
    expect(xml).toContain('<ISNI>000000012281955X</ISNI>');
    expect(xml).toContain('<IpiNameNumber>00000000199</IpiNameNumber>');
    expect(xml).toContain(`<CLineCompany>Aurora Records</CLineCompany>`);
  });

  it('refuses a draft that has no codes yet, and a missing release', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDraftRelease(ctx, token);
    await expect(loadDeliverableRelease(ctx.deps, releaseId)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(loadDeliverableRelease(ctx.deps, 987_654)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
