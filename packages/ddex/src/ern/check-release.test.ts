import { describe, expect, it } from 'vitest';
import { checkReleaseForDelivery } from './check-release.js';
import { exampleAlbum, exampleTrack, STREAMING_DEAL } from './fixtures.js';
import type { Release } from './model.js';

type Case = [string, (release: Release) => void, { path: string; message: string; severity?: 'error' | 'warning' }];

const cases: Case[] = [
  [
    'a bad UPC check digit',
    (r) => {
      r.icpn = '012345678901';
    },
    { path: 'icpn', message: 'UPC/EAN "012345678901" has check digit 1; it should be 5.' },
  ],
  [
    'a short UPC',
    (r) => {
      r.icpn = '12345';
    },
    { path: 'icpn', message: 'UPC/EAN "12345" has 5 digits; it needs 12, 13 or 14.' },
  ],
  [
    'a malformed ISRC',
    (r) => {
      r.tracks[1].isrc = 'QZ-ABC-25-0002';
    },
    {
      path: 'tracks[1].isrc',
      message: 'Track 2: ISRC "QZ-ABC-25-0002" has 11 characters; it needs 12 (CC-XXX-YY-NNNNN).',
    },
  ],
  [
    'a duplicate ISRC',
    (r) => {
      r.tracks[2].isrc = r.tracks[0].isrc;
    },
    {
      path: 'tracks[2].isrc',
      message: 'ISRC QZABC2500001 is used by tracks 1 and 3; every recording needs its own ISRC.',
    },
  ],
  [
    'a bad ISWC',
    (r) => {
      r.tracks[0].iswc = 'T-034.524.680-9';
    },
    { path: 'tracks[0].iswc', message: 'Track 1: ISWC "T-034.524.680-9" has check digit 9; it should be 1.' },
  ],
  [
    'track numbers out of order',
    (r) => {
      r.tracks[1].trackNumber = 3;
    },
    {
      path: 'tracks[1].trackNumber',
      message: 'Track 2 is numbered 3; track numbers must run 1, 2, 3... in the order of the track list.',
    },
  ],
  [
    'no tracks',
    (r) => {
      r.tracks = [];
    },
    { path: 'tracks', message: 'The release has no tracks.' },
  ],
  [
    'a blank release title',
    (r) => {
      r.title = '  ';
    },
    { path: 'title', message: 'Release title is missing.' },
  ],
  [
    'a blank track title',
    (r) => {
      r.tracks[0].title = '';
    },
    { path: 'tracks[0].title', message: 'Track 1: title is missing.' },
  ],
  [
    'a control character',
    (r) => {
      r.tracks[0].title = 'Bell\u0007';
    },
    { path: 'tracks[0].title', message: 'Track 1: title contains an invisible control character; retype it.' },
  ],
  [
    'no primary artist on the release',
    (r) => {
      r.artists = [{ name: 'Max', role: 'FeaturedArtist' }];
    },
    { path: 'artists', message: 'The release needs at least one primary artist (role MainArtist).' },
  ],
  [
    'no primary artist on a track',
    (r) => {
      r.tracks[0].artists = [];
    },
    { path: 'tracks[0].artists', message: 'Track 1 needs at least one primary artist (role MainArtist).' },
  ],
  [
    'an artist listed twice',
    (r) => {
      r.tracks[0].artists.push({ name: 'jane doe', role: 'FeaturedArtist' });
    },
    { path: 'tracks[0].artists[1].name', message: 'Track 1: artist "jane doe" is listed twice.' },
  ],
  [
    'a contributor without a role',
    (r) => {
      r.tracks[0].contributors[0].roles = [];
    },
    { path: 'tracks[0].contributors[0].roles', message: 'Track 1: contributor "Jane Doe" has no role.' },
  ],
  [
    'a remix without a remixer',
    (r) => {
      r.tracks[0].versionType = 'RemixVersion';
    },
    {
      path: 'tracks[0].contributors',
      severity: 'warning',
      message: 'Track 1 is a remix; stores expect a contributor with the Remixer role.',
    },
  ],
  [
    'a 9-digit IPI',
    (r) => {
      r.tracks[0].contributors[0].ids = { ipiNameNumber: '123456789' };
    },
    {
      path: 'tracks[0].contributors[0].ids.ipiNameNumber',
      message: 'Track 1: contributor "Jane Doe": IPI name number "123456789" has 9 digits; it needs 11.',
    },
  ],
  [
    'an IPI with a wrong check',
    (r) => {
      r.tracks[0].contributors[0].ids = { ipiNameNumber: '12345678990' };
    },
    {
      path: 'tracks[0].contributors[0].ids.ipiNameNumber',
      message:
        'Track 1: contributor "Jane Doe": IPI name number "12345678990" ends in 90, expected 93; check for a typo.',
    },
  ],
  [
    'a short ISNI',
    (r) => {
      r.artists[0].ids = { isni: '0000 0001 2281' };
    },
    {
      path: 'artists[0].ids.isni',
      message:
        'The release: artist "Jane Doe": ISNI "0000 0001 2281" has 12 characters; it needs 16 (0000 0001 2345 6789).',
    },
  ],
  [
    'an ISNI with a wrong check character',
    (r) => {
      r.artists[0].ids = { isni: '0000 0001 2281 9550' };
    },
    {
      path: 'artists[0].ids.isni',
      message:
        'The release: artist "Jane Doe": ISNI "0000 0001 2281 9550" has check character 0, expected X; check for a typo.',
    },
  ],
  [
    'a preview starting after the end of the track',
    (r) => {
      r.tracks[1].durationSeconds = 30.5;
      r.tracks[1].previewStartSeconds = 31;
    },
    {
      path: 'tracks[1].previewStartSeconds',
      message: 'Track 2: the preview starts at 31 s, after the end of the 30 s recording.',
    },
  ],
  [
    'a negative preview start',
    (r) => {
      r.tracks[0].previewStartSeconds = -1;
    },
    { path: 'tracks[0].previewStartSeconds', message: 'Track 1: the preview start must be a time from 0:00.' },
  ],
  [
    'a single whose recording drops the featured artist',
    (r) => {
      r.releaseType = 'Single';
      r.tracks = [r.tracks[0]];
      r.artists = [...r.artists, { name: 'Max Guest', role: 'FeaturedArtist' }];
    },
    {
      path: 'tracks[0].artists',
      severity: 'warning',
      message:
        'The single features "Max Guest" but its recording does not; credit the featured artist on the track too.',
    },
  ],
  [
    'a download deal without a price code',
    (r) => {
      r.deals[2] = { ...r.deals[2], priceCode: undefined };
    },
    {
      path: 'deals[2].priceCode',
      severity: 'warning',
      message: 'Deal 3 sells downloads without a price code; the store will apply its default price tier.',
    },
  ],
  [
    'a price code with spaces',
    (r) => {
      r.deals[2] = { ...r.deals[2], priceCode: 'MID PRICE' };
    },
    { path: 'deals[2].priceCode', message: 'Deal 3: price code "MID PRICE" must be 1 to 50 letters, digits or signs.' },
  ],
  [
    'a rights claim on streams',
    (r) => {
      r.deals[0] = { ...r.deals[0], commercialModels: ['RightsClaimModel'] };
    },
    {
      path: 'deals[0].useTypes',
      message:
        'Deal 1 is a rights claim (RightsClaimModel) but names no user-upload use (UserMakeAvailableUserProvided).',
    },
  ],
  [
    'a rights-claim policy on a sale',
    (r) => {
      r.deals[2] = { ...r.deals[2], rightsClaimPolicy: 'Monetize' };
    },
    {
      path: 'deals[2].rightsClaimPolicy',
      message: 'Deal 3 has a rights-claim policy but is not a RightsClaimModel deal.',
    },
  ],
  [
    'no label',
    (r) => {
      r.label.name = '';
    },
    { path: 'label.name', message: 'Label name is missing.' },
  ],
  [
    'a two-digit (P) year',
    (r) => {
      r.pLine.year = 25;
    },
    { path: 'pLine.year', message: '(P) line: year 25 is not a four-digit year.' },
  ],
  [
    'an empty (C) text',
    (r) => {
      r.cLine.text = '';
    },
    { path: 'cLine.text', message: '(C) line text is missing.' },
  ],
  [
    'no genre',
    (r) => {
      r.genre = '';
    },
    { path: 'genre', message: 'Genre is missing.' },
  ],
  [
    'an impossible release date',
    (r) => {
      r.releaseDate = '2025-02-30';
    },
    { path: 'releaseDate', message: 'Release date "2025-02-30" is not a date written YYYY-MM-DD.' },
  ],
  [
    'an original date after the release date',
    (r) => {
      r.originalReleaseDate = '2026-01-01';
    },
    { path: 'originalReleaseDate', message: 'Original release date 2026-01-01 is after the release date 2025-02-01.' },
  ],
  [
    'a bad metadata language',
    (r) => {
      r.language = 'english';
    },
    { path: 'language', message: 'Metadata language "english" is not a language code such as en or pt-BR.' },
  ],
  [
    'an explicit track on a clean release',
    (r) => {
      r.tracks[1].parentalWarning = 'Explicit';
    },
    { path: 'parentalWarning', message: 'Track 2 is explicit, so the release must be marked Explicit too.' },
  ],
  [
    'an explicit release with no explicit track',
    (r) => {
      r.parentalWarning = 'Explicit';
    },
    {
      path: 'parentalWarning',
      severity: 'warning',
      message: 'The release is marked Explicit but none of its tracks is.',
    },
  ],
  [
    'a small cover',
    (r) => {
      r.cover = { ...r.cover, width: 1000, height: 1000 };
    },
    { path: 'cover', message: 'Cover art must be at least 3000 x 3000 pixels; it is 1000 x 1000.' },
  ],
  [
    'a non-square cover',
    (r) => {
      r.cover = { ...r.cover, width: 3000, height: 3200 };
    },
    { path: 'cover', message: 'Cover art must be square; it is 3000 x 3200 pixels.' },
  ],
  [
    'a short MD5',
    (r) => {
      r.tracks[0].audio.hash.value = 'abc';
    },
    {
      path: 'tracks[0].audio.hash.value',
      message: 'Track 1: audio file: MD5 hash "abc" must be 32 hexadecimal characters.',
    },
  ],
  [
    'mono audio',
    (r) => {
      r.tracks[0].audio.channels = 1;
    },
    { path: 'tracks[0].audio.channels', message: 'Track 1: audio has 1 channel(s); stores require stereo (2).' },
  ],
  [
    '8-bit audio',
    (r) => {
      r.tracks[0].audio.bitsPerSample = 8;
    },
    { path: 'tracks[0].audio.bitsPerSample', message: 'Track 1: audio is 8-bit; stores take 16 or 24 bit.' },
  ],
  [
    '22 kHz audio',
    (r) => {
      r.tracks[0].audio.sampleRateHz = 22_050;
    },
    {
      path: 'tracks[0].audio.sampleRateHz',
      message: 'Track 1: audio is sampled at 22050 Hz; stores need at least 44100 Hz.',
    },
  ],
  [
    'an unusual sample rate',
    (r) => {
      r.tracks[0].audio.sampleRateHz = 50_000;
    },
    {
      path: 'tracks[0].audio.sampleRateHz',
      severity: 'warning',
      message:
        'Track 1: 50000 Hz is an unusual sample rate; some stores accept only 44.1, 48, 88.2, 96, 176.4 or 192 kHz.',
    },
  ],
  [
    'zero duration',
    (r) => {
      r.tracks[0].durationSeconds = 0;
    },
    { path: 'tracks[0].durationSeconds', message: 'Track 1: duration is missing or zero; upload the audio again.' },
  ],
  [
    'a bad sender DPID',
    (r) => {
      r.header.sender.dpid = 'PA-DPIDA-2014122301-Q';
    },
    {
      path: 'header.sender.dpid',
      message: 'Sender DDEX party id "PA-DPIDA-2014122301-Q" must be PADPIDA followed by letters and digits.',
    },
  ],
  [
    'no recipient',
    (r) => {
      r.header.recipients = [];
    },
    { path: 'header.recipients', message: 'The message has no recipient store.' },
  ],
  [
    'a message time without zone',
    (r) => {
      r.header.createdAt = '2025-01-15T10:00:00';
    },
    {
      path: 'header.createdAt',
      message: 'Message time "2025-01-15T10:00:00" must be a date-time with a time zone, e.g. 2025-01-15T10:00:00Z.',
    },
  ],
  [
    'an insert with no deals',
    (r) => {
      r.deals = [];
    },
    {
      path: 'deals',
      message:
        'The release has no deals, so stores would not offer it anywhere. Choose territories and stores, or send a takedown.',
    },
  ],
  [
    'a takedown that still has deals',
    (r) => {
      r.header.kind = 'Takedown';
    },
    { path: 'deals', message: 'A takedown is sent with no deals; remove the deals or send it as an update.' },
  ],
  [
    'UK instead of GB',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { only: ['US', 'UK'] } };
    },
    {
      path: 'deals[0].territories.only[1]',
      message: 'Deal 1: "UK" is not an ISO 3166-1 alpha-2 territory code; use GB.',
    },
  ],
  [
    'a lower-case territory',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { worldwide: true, excluding: ['cn'] } };
    },
    {
      path: 'deals[0].territories.excluding[0]',
      message: 'Deal 1: "cn" is not an ISO 3166-1 alpha-2 territory code; write it in capitals: CN.',
    },
  ],
  [
    'Worldwide among territories',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { only: ['Worldwide', 'US'] } };
    },
    {
      path: 'deals[0].territories.only[0]',
      message:
        'Deal 1: Worldwide cannot be listed with other territories; use a worldwide deal with exclusions instead.',
    },
  ],
  [
    'an empty territory list',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { only: [] } };
    },
    { path: 'deals[0].territories', message: 'Deal 1 names no territory; choose territories or Worldwide.' },
  ],
  [
    'a deal without use types',
    (r) => {
      r.deals[1] = { ...r.deals[1], useTypes: [] };
    },
    { path: 'deals[1].useTypes', message: 'Deal 2 has no use type (stream, download...).' },
  ],
  [
    'a deal without commercial model',
    (r) => {
      r.deals[1] = { ...r.deals[1], commercialModels: [] };
    },
    {
      path: 'deals[1].commercialModels',
      message: 'Deal 2 has no commercial model (subscription, ad-supported, sale...).',
    },
  ],
  [
    'downloads given away by subscription',
    (r) => {
      r.deals[2] = { ...r.deals[2], commercialModels: ['SubscriptionModel'] };
    },
    {
      path: 'deals[2].commercialModels',
      severity: 'warning',
      message: 'Deal 3 offers permanent downloads without PayAsYouGoModel (a sale).',
    },
  ],
  [
    'a deal ending before it starts',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, end: '2025-01-01' };
    },
    { path: 'deals[0].end', message: 'Deal 1 ends (2025-01-01) before it starts (2025-02-01).' },
  ],
  [
    'a bad start date',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, start: '01/02/2025' };
    },
    { path: 'deals[0].start', message: 'Deal 1: start "01/02/2025" is not a date (YYYY-MM-DD) or date-time.' },
  ],
  [
    'an update that moves the start into the future',
    (r) => {
      r.header.kind = 'Update';
      r.header.createdAt = '2025-03-01T09:00:00Z';
      r.deals[0] = { ...STREAMING_DEAL, start: '2025-06-01' };
    },
    {
      path: 'deals[0].start',
      severity: 'warning',
      message:
        'Deal 1 starts 2025-06-01, after this update is sent; if the release is already live, keep its original start date or stores may take it down until then.',
    },
  ],
];

describe('checkReleaseForDelivery', () => {
  it('finds nothing wrong with the example album and single', () => {
    expect(checkReleaseForDelivery(exampleAlbum(12))).toEqual([]);
    expect(checkReleaseForDelivery(exampleAlbum(1))).toEqual([]);
  });

  it.each(cases)('reports %s', (_, mutate, expected) => {
    const release = exampleAlbum(3);
    mutate(release);
    const problems = checkReleaseForDelivery(release);
    expect(problems).toContainEqual({
      severity: expected.severity ?? 'error',
      path: expected.path,
      message: expected.message,
    });
    // One mistake gives one problem, so the person sees exactly what to fix.
    expect(problems).toHaveLength(1);
  });

  it('lists every problem at once, not only the first', () => {
    const release = exampleAlbum(2);
    release.icpn = '';
    release.tracks[1] = { ...exampleTrack(1), isrc: 'bad' };
    release.cover.width = 100;
    const paths = checkReleaseForDelivery(release).map((p) => p.path);
    expect(paths).toEqual(['icpn', 'tracks[1].isrc', 'cover', 'cover']);
  });
});
