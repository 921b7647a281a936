import { dealsFromTemplates } from '../deal-templates.js';
import { DOWNLOAD_DEAL, exampleAlbum, exampleTrack, STREAMING_DEAL } from '../fixtures.js';
import type { Release } from '../model.js';

/** Release shapes the builder must turn into schema-valid messages. */
export function releaseShapes(): Record<string, Release> {
  return {
    single: exampleAlbum(1),
    album20: exampleAlbum(20),
    multiArtistFeatured: multiArtistFeatured(),
    explicit: explicitAlbum(),
    territoryExclusions: territoryExclusions(),
    takedown: takedown(),
    update: update(),
    wavPngUnicode: wavPngUnicode(),
    ugc: ugcSingle(),
    priceTier: priceTier(),
    singleFeatured: singleFeatured(),
    epWithoutTrackReleases: {
      ...exampleAlbum(5),
      releaseType: 'EP',
      title: 'Five Songs',
      offerTracksIndividually: false,
    },
  };
}

function multiArtistFeatured(): Release {
  const album = exampleAlbum(3);
  album.artists = [
    { name: 'Jane Doe', role: 'MainArtist', ids: { isni: '0000 0001 2281 955X' } },
    { name: 'John Roe', role: 'MainArtist' },
  ];
  album.tracks[0].artists = [
    { name: 'Jane Doe', role: 'MainArtist', ids: { isni: '0000 0001 2281 955X' } },
    { name: 'John Roe', role: 'MainArtist' },
    { name: 'Max Guest', role: 'FeaturedArtist' },
  ];
  album.tracks[0].contributors = [
    { name: 'Ann Writer', roles: ['Composer'], ids: { ipiNameNumber: '12345678993' } },
    { name: 'Bob Words', roles: ['Lyricist'] },
    { name: 'Sam Producer', roles: ['Producer', 'MixingEngineer'] },
  ];
  album.tracks[1].artists = [
    { name: 'John Roe', role: 'MainArtist' },
    { name: 'Max Guest', role: 'FeaturedArtist' },
    { name: 'Eve Guest', role: 'FeaturedArtist' },
  ];
  album.header.recipients.push({ dpid: 'PADPIDA2013020802I', name: 'YouTube' });
  return album;
}

/** A single delivered to a UGC service: a monetised claim on user uploads and the sound library. */
function ugcSingle(): Release {
  const single = exampleAlbum(1);
  single.header.recipients = [{ dpid: 'PADPIDA2015120100H', name: 'YouTube Content ID' }];
  single.deals = dealsFromTemplates({
    kinds: ['ugc', 'ugc-library'],
    territories: { worldwide: true },
    start: '2025-02-01',
  });
  return single;
}

/** A download store with its own price tier, and subscription streams with offline listening. */
function priceTier(): Release {
  const album = exampleAlbum(2);
  album.header.recipients = [{ dpid: 'PADPIDA2011072101T', name: 'Spotify' }];
  album.deals = dealsFromTemplates({
    kinds: ['streaming', 'download'],
    territories: { worldwide: true, excluding: ['CU'] },
    start: '2025-02-01',
    priceCode: 'MIDLINE',
  });
  return album;
}

/** A single with a guest: the recording credits both, artist ISNIs and writer IPIs as party ids. */
function singleFeatured(): Release {
  const single = exampleAlbum(1);
  const artists = [
    { name: 'Jane Doe', role: 'MainArtist' as const, ids: { isni: '0000 0001 2281 955X' } },
    { name: 'Max Guest', role: 'FeaturedArtist' as const, ids: { isni: '0000000081266409' } },
  ];
  single.artists = artists;
  single.tracks[0].artists = artists;
  single.tracks[0].durationSeconds = 65.25;
  single.tracks[0].previewStartSeconds = 12.5;
  single.tracks[0].contributors = [
    { name: 'Jane Doe', roles: ['ComposerLyricist'], ids: { ipiNameNumber: '00000000199' } },
    { name: 'Ann Writer', roles: ['Composer'], ids: { ipiNameNumber: '123 456 789 93' } },
  ];
  return single;
}

function explicitAlbum(): Release {
  const album = exampleAlbum(3);
  album.parentalWarning = 'Explicit';
  album.tracks[0].parentalWarning = 'Explicit';
  album.tracks[1] = {
    ...exampleTrack(1),
    parentalWarning: 'ExplicitContentEdited',
    version: 'Clean',
    versionType: 'CleanVersion',
  };
  return album;
}

function territoryExclusions(): Release {
  const album = exampleAlbum(2);
  album.deals = [
    { ...STREAMING_DEAL, territories: { worldwide: true, excluding: ['CN', 'RU', 'KP'] } },
    {
      ...DOWNLOAD_DEAL,
      territories: { only: ['US', 'CA', 'GB'] },
      priceCode: 'FRONT',
      start: '2025-02-01T00:00:00Z',
      end: '2026-01-31',
    },
  ];
  return album;
}

function takedown(): Release {
  const album = exampleAlbum(2);
  album.header = { ...album.header, kind: 'Takedown', messageId: 'LINER-012345678905-3' };
  album.deals = [];
  return album;
}

function update(): Release {
  const album = exampleAlbum(2);
  album.header = {
    ...album.header,
    kind: 'Update',
    messageId: 'LINER-012345678905-2',
    createdAt: '2025-03-01T09:30:00+01:00',
  };
  album.title = 'Example Album (Deluxe Edition)';
  album.tracks.push({ ...exampleTrack(2), title: 'Bonus Song' });
  return album;
}

function wavPngUnicode(): Release {
  const album = exampleAlbum(2);
  album.title = 'Rock & Roll <Live> "Quoted"';
  album.version = 'Deluxe Edition';
  album.catalogNumber = 'LNR-001';
  album.originalReleaseDate = '1999-05-01';
  album.artists = [{ name: 'Sigur Rós', role: 'MainArtist' }];
  album.cover = { uri: 'resources/012345678905.png', format: 'PNG', width: 3000, height: 3000 };
  album.tracks = album.tracks.map((track, index) => ({
    ...track,
    title: index === 0 ? '夢のララバイ' : 'Über & Out',
    version: index === 0 ? undefined : 'Radio Edit',
    versionType: index === 0 ? undefined : 'RadioVersion',
    durationSeconds: index === 0 ? 263.583 : 3723,
    iswc: 'T-034.524.680-1',
    artists: [{ name: 'Sigur Rós', role: 'MainArtist' }],
    audio: {
      ...track.audio,
      uri: `resources/012345678905_01_00${index + 1}.${index === 0 ? 'wav' : 'aif'}`,
      format: index === 0 ? 'WAV' : 'AIFF',
      hash: { algorithm: 'SHA-256', value: 'CD'.repeat(32) },
      bitsPerSample: 16,
      sampleRateHz: 48_000,
    },
  }));
  return album;
}
