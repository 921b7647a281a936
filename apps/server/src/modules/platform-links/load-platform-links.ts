import type { PlatformLinksResponse, PlatformLinksSummary } from '@liner/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { spotifyAccountsOf } from './spotify-accounts-registry.js';
import { presentAudiomackLink, presentSpotifyForArtistsRequest, presentSpotifyLink } from './present-platform-links.js';
import { audiomackLinks, platformSettings, spotifyForArtistsRequests, spotifyLinks } from './tables.js';

/** The account's latest Spotify for Artists request, or null. */
export async function latestSpotifyForArtistsRequest(deps: AppDeps, accountId: number) {
  const [row] = await deps.db
    .select()
    .from(spotifyForArtistsRequests)
    .where(eq(spotifyForArtistsRequests.accountId, accountId))
    .orderBy(desc(spotifyForArtistsRequests.id))
    .limit(1);
  return row ? presentSpotifyForArtistsRequest(row) : null;
}

async function linksOf(deps: AppDeps, accountId: number) {
  const [[spotify], [audiomack], [settings]] = await Promise.all([
    deps.db.select().from(spotifyLinks).where(eq(spotifyLinks.accountId, accountId)),
    deps.db.select().from(audiomackLinks).where(eq(audiomackLinks.accountId, accountId)),
    deps.db.select().from(platformSettings).where(eq(platformSettings.accountId, accountId)),
  ]);
  return {
    spotify: spotify ? presentSpotifyLink(spotify) : null,
    audiomack: audiomack ? presentAudiomackLink(audiomack) : null,
    spotifyDiscoveryMode: settings?.spotifyDiscoveryMode ?? false,
  };
}

/** The Connected platforms card. */
export async function loadPlatformLinks(deps: AppDeps, accountId: number): Promise<PlatformLinksResponse> {
  const [links, spotifyForArtists] = await Promise.all([
    linksOf(deps, accountId),
    latestSpotifyForArtistsRequest(deps, accountId),
  ]);
  return { ...links, spotifyConnect: spotifyAccountsOf(deps)?.mode ?? 'off', spotifyForArtists };
}

/** The short form the current-user answer carries. */
export async function platformLinksSummary(deps: AppDeps, accountId: number): Promise<PlatformLinksSummary> {
  const links = await linksOf(deps, accountId);
  const spotify = links.spotify
    ? {
        id: links.spotify.id,
        displayName: links.spotify.displayName,
        uri: links.spotify.uri,
        type: links.spotify.type,
        href: links.spotify.href,
      }
    : null;
  return { spotify, audiomackConnected: links.audiomack !== null, spotifyDiscoveryMode: links.spotifyDiscoveryMode };
}
