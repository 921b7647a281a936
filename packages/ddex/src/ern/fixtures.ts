import { buildGtin, buildIsrc } from '@liner/domain';
import { dealsFromTemplates } from './deal-templates.js';
import type { Release, Track } from './model.js';

/**
 * Deterministic example releases for tests and benchmarks: valid in every respect the
 * pre-delivery check looks at, so a test changes one thing and sees one problem.
 */
export const EXAMPLE_UPC = buildGtin('01234567890'); // 012345678905

/** Subscription streams with offline listening, the ad-supported tier, a priced sale (DDEX samples' deals). */
export const [STREAMING_DEAL, AD_SUPPORTED_DEAL, DOWNLOAD_DEAL] = dealsFromTemplates({
  kinds: ['streaming', 'download'],
  territories: { worldwide: true },
  start: '2025-02-01',
  priceCode: 'FRONT',
});

export function exampleTrack(index: number): Track {
  const number = index + 1;
  const padded = String(number).padStart(3, '0');
  return {
    isrc: buildIsrc({ registrantPrefix: 'QZABC', year: 2025, counter: number }),
    title: `Song Number ${number}`,
    trackNumber: number,
    durationSeconds: 180 + ((number * 17) % 120) + 0.25,
    previewStartSeconds: 45,
    artists: [{ name: 'Jane Doe', role: 'MainArtist' }],
    contributors: [
      { name: 'Jane Doe', roles: ['ComposerLyricist'] },
      { name: 'Sam Producer', roles: ['Producer'] },
    ],
    parentalWarning: 'NotExplicit',
    audio: {
      uri: `resources/${EXAMPLE_UPC}_01_${padded}.flac`,
      hash: { algorithm: 'MD5', value: number.toString(16).padStart(32, '0') },
      format: 'FLAC',
      bitsPerSample: 24,
      sampleRateHz: 44_100,
      channels: 2,
      sizeBytes: 30_000_000 + number,
    },
    languageOfPerformance: 'en',
  };
}

/** An album of `trackCount` tracks (a Single when there is one), worldwide streaming and download. */
export function exampleAlbum(trackCount: number): Release {
  const tracks = Array.from({ length: trackCount }, (_, index) => exampleTrack(index));
  return {
    header: {
      kind: 'Insert',
      messageId: `LINER-${EXAMPLE_UPC}-1`,
      sender: { dpid: 'PADPIDA0000000001A', name: 'Liner Distribution' },
      recipients: [{ dpid: 'PADPIDA2011072101T', name: 'Spotify' }],
      createdAt: '2025-01-15T10:00:00Z',
      isTest: true,
    },
    icpn: EXAMPLE_UPC,
    releaseType: trackCount === 1 ? 'Single' : 'Album',
    title: trackCount === 1 ? tracks[0].title : 'Example Album',
    artists: [{ name: 'Jane Doe', role: 'MainArtist' }],
    label: { name: 'Example Records' },
    pLine: { year: 2025, company: 'Example Records', text: '(P) 2025 Example Records' },
    cLine: { year: 2025, company: 'Example Records', text: '(C) 2025 Example Records' },
    genre: 'Alternative',
    subgenre: 'Indie Rock',
    parentalWarning: 'NotExplicit',
    releaseDate: '2025-02-01',
    language: 'en',
    tracks,
    cover: {
      uri: `resources/${EXAMPLE_UPC}.jpg`,
      format: 'JPEG',
      width: 3000,
      height: 3000,
      hash: { algorithm: 'SHA-256', value: 'ab'.repeat(32) },
    },
    deals: [STREAMING_DEAL, AD_SUPPORTED_DEAL, DOWNLOAD_DEAL],
  };
}
