import { z } from 'zod';
import { parseProfileUrl } from '../artist-profiles/parse-profile-url.js';
import type { ArtistPlatform } from '../artist-profiles/platforms.js';
import { isValidGtin } from '../identifiers/index.js';
import { idParam, lineText, text } from './primitives.js';

/**
 * The account's links to streaming platforms (docs/product/platform-links.md): the Spotify account
 * connected through OAuth, the Audiomack artist page, the Spotify for Artists access request and
 * the Spotify discovery mode setting.
 */

export const PLATFORM_LINK_MESSAGES = {
  spotifyConnected: 'Spotify connected',
  spotifyRemoved: 'Spotify disconnected',
  spotifyNotConfigured:
    'Connecting Spotify is not set up on this Liner install; the operator must set SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET',
  stateUnknown: 'This Spotify connection was not started from this session; connect again from your settings',
  stateExpired: 'This Spotify connection took too long; connect again from your settings',
  stateUsed: 'This Spotify connection was already finished; connect again to link another account',
  codeRefused: 'Spotify refused this sign-in code; connect again from your settings',
  spotifyDenied: 'Spotify access was not granted',
  spotifyUnavailable: 'Spotify is not answering right now; try again in a moment',
  audiomackConnected: 'Audiomack connected',
  audiomackRemoved: 'Audiomack disconnected',
  audiomackRequired: 'Paste your Audiomack artist page URL',
  artistRequired: 'Paste your Spotify artist profile URL',
  upcRequired: 'Choose the UPC of one of your releases',
  upcInvalid: 'This UPC is not valid (12 or 13 digits with a correct check digit)',
  upcNotOwned: 'None of your delivered releases has this UPC',
  requestPending: 'You already have a Spotify for Artists request waiting for review',
  requestAlreadyGranted: 'Spotify for Artists access was already granted for this artist',
  requestSubmitted: 'Request sent; we will notify you when it is granted',
  requestNotPending: 'This request was already decided',
  discoveryOn: 'Spotify discovery mode turned on',
  discoveryOff: 'Spotify discovery mode turned off',
} as const;

/** A person's own text as a profile link of `platform`: a full URL, a URI or the bare id/slug all work. */
function profileLink(platform: ArtistPlatform, required: string, bare: RegExp, prefix: string) {
  return lineText({ message: required })
    .trim()
    .min(1, required)
    .max(300)
    .transform((value, ctx) => {
      const check = parseProfileUrl(bare.test(value) ? `${prefix}${value}` : value, platform);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.error });
        return z.NEVER;
      }
      return check.profile;
    });
}

export const ConnectAudiomackRequest = z.object({
  url: profileLink(
    'audiomack',
    PLATFORM_LINK_MESSAGES.audiomackRequired,
    /^[a-z0-9][a-z0-9_-]{0,99}$/i,
    'https://audiomack.com/',
  ),
});
export type ConnectAudiomackRequest = z.input<typeof ConnectAudiomackRequest>;

export const SpotifyCallbackRequest = z.object({
  state: text().trim().min(1, PLATFORM_LINK_MESSAGES.stateUnknown).max(200),
  code: text().trim().max(2000).optional(),
  /** What Spotify puts in the callback when the person said no (`access_denied`). */
  error: lineText().trim().max(200).optional(),
});
export type SpotifyCallbackRequest = z.infer<typeof SpotifyCallbackRequest>;

export const SpotifyConnectResponse = z.object({ authorizeUrl: text() });
export type SpotifyConnectResponse = z.infer<typeof SpotifyConnectResponse>;

export const UpdateSpotifyDiscoveryModeRequest = z.object({
  enabled: z.boolean({ message: 'Say whether discovery mode is on (true) or off (false)' }),
});
export type UpdateSpotifyDiscoveryModeRequest = z.infer<typeof UpdateSpotifyDiscoveryModeRequest>;

export const SpotifyForArtistsSubmitRequest = z.object({
  artist: profileLink('spotify', PLATFORM_LINK_MESSAGES.artistRequired, /^[0-9A-Za-z]{22}$/, 'spotify:artist:'),
  upc: text({ message: PLATFORM_LINK_MESSAGES.upcRequired })
    .trim()
    .min(1, PLATFORM_LINK_MESSAGES.upcRequired)
    .max(14)
    .refine((value) => /^\d{12,13}$/.test(value) && isValidGtin(value), PLATFORM_LINK_MESSAGES.upcInvalid),
});
export type SpotifyForArtistsSubmitRequest = z.input<typeof SpotifyForArtistsSubmitRequest>;

/** What Spotify's /v1/me says about the connected account. */
export const SpotifyLink = z.object({
  id: text(),
  displayName: text(),
  uri: text(),
  type: text(),
  href: text(),
  connectedAt: text(),
});
export type SpotifyLink = z.infer<typeof SpotifyLink>;

export const AudiomackLink = z.object({ slug: text(), url: text(), connectedAt: text() });
export type AudiomackLink = z.infer<typeof AudiomackLink>;

export const SPOTIFY_FOR_ARTISTS_STATUSES = ['pending', 'granted', 'rejected'] as const;
export const SpotifyForArtistsStatus = z.enum(SPOTIFY_FOR_ARTISTS_STATUSES);
export type SpotifyForArtistsStatus = z.infer<typeof SpotifyForArtistsStatus>;

export const SpotifyForArtistsRequestView = z.object({
  id: z.number().int(),
  spotifyArtistId: text(),
  spotifyArtistUrl: text(),
  upc: text(),
  releaseTitle: text(),
  status: SpotifyForArtistsStatus,
  /** The operator's note when the request was rejected (or granted with a remark). */
  note: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type SpotifyForArtistsRequestView = z.infer<typeof SpotifyForArtistsRequestView>;

/** Whether this install can connect Spotify, and how: the real service or the offline development stand-in. */
export const SpotifyConnectMode = z.enum(['spotify', 'development', 'off']);
export type SpotifyConnectMode = z.infer<typeof SpotifyConnectMode>;

/** The Connected platforms card: everything in one answer. */
export const PlatformLinksResponse = z.object({
  spotify: SpotifyLink.nullable(),
  spotifyConnect: SpotifyConnectMode,
  audiomack: AudiomackLink.nullable(),
  spotifyDiscoveryMode: z.boolean(),
  spotifyForArtists: SpotifyForArtistsRequestView.nullable(),
});
export type PlatformLinksResponse = z.infer<typeof PlatformLinksResponse>;

/** The short form in the current-user answer (`me`). */
export const PlatformLinksSummary = z.object({
  spotify: SpotifyLink.omit({ connectedAt: true }).nullable(),
  audiomackConnected: z.boolean(),
  spotifyDiscoveryMode: z.boolean(),
});
export type PlatformLinksSummary = z.infer<typeof PlatformLinksSummary>;

export const EligibleRelease = z.object({ id: z.number().int(), title: text(), upc: text() });
export type EligibleRelease = z.infer<typeof EligibleRelease>;

/** What the Spotify for Artists request form needs: the releases whose UPC can prove ownership. */
export const SpotifyForArtistsInitResponse = z.object({
  releases: z.array(EligibleRelease),
  /** The connected Spotify account's profile, a hint only: an artist profile is a different page. */
  connectedSpotifyName: text().nullable(),
  request: SpotifyForArtistsRequestView.nullable(),
});
export type SpotifyForArtistsInitResponse = z.infer<typeof SpotifyForArtistsInitResponse>;

export const SpotifyForArtistsStatusResponse = z.object({ request: SpotifyForArtistsRequestView.nullable() });
export type SpotifyForArtistsStatusResponse = z.infer<typeof SpotifyForArtistsStatusResponse>;

export const OperatorSpotifyForArtistsRequest = SpotifyForArtistsRequestView.extend({
  accountId: z.number().int(),
  accountEmail: text(),
  accountName: text(),
});
export const OperatorSpotifyForArtistsList = z.object({ data: z.array(OperatorSpotifyForArtistsRequest) });
export type OperatorSpotifyForArtistsList = z.infer<typeof OperatorSpotifyForArtistsList>;

export const DecideSpotifyForArtistsRequest = z.object({
  note: lineText().trim().max(500).optional(),
});
export type DecideSpotifyForArtistsRequest = z.infer<typeof DecideSpotifyForArtistsRequest>;

export const SpotifyForArtistsRequestIdParams = z.object({ requestId: idParam() });

export const SpotifyConnectedResponse = z.object({ message: text(), spotify: SpotifyLink });
export type SpotifyConnectedResponse = z.infer<typeof SpotifyConnectedResponse>;

export const SpotifyForArtistsSubmitResponse = z.object({ message: text(), request: SpotifyForArtistsRequestView });
export type SpotifyForArtistsSubmitResponse = z.infer<typeof SpotifyForArtistsSubmitResponse>;
