import type { AudiomackLink, SpotifyForArtistsRequestView, SpotifyLink } from '@liner/domain';
import type { audiomackLinks, spotifyForArtistsRequests, spotifyLinks } from './tables.js';

export function presentSpotifyLink(row: typeof spotifyLinks.$inferSelect): SpotifyLink {
  return {
    id: row.spotifyUserId,
    displayName: row.displayName,
    uri: row.uri,
    type: row.type,
    href: row.href,
    connectedAt: row.connectedAt.toISOString(),
  };
}

export function presentAudiomackLink(row: typeof audiomackLinks.$inferSelect): AudiomackLink {
  return { slug: row.slug, url: row.url, connectedAt: row.connectedAt.toISOString() };
}

export function presentSpotifyForArtistsRequest(
  row: typeof spotifyForArtistsRequests.$inferSelect,
): SpotifyForArtistsRequestView {
  return {
    id: row.id,
    spotifyArtistId: row.spotifyArtistId,
    spotifyArtistUrl: row.spotifyArtistUrl,
    upc: row.upc,
    releaseTitle: row.releaseTitle,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
