import {
  PLATFORM_LINK_MESSAGES,
  type ParsedProfileLink,
  type SpotifyForArtistsInitResponse,
  type SpotifyForArtistsRequestView,
} from '@liner/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { listDeliveredUpcs } from '../releases/index.js';
import { latestSpotifyForArtistsRequest } from './load-platform-links.js';
import { presentSpotifyForArtistsRequest } from './present-platform-links.js';
import { spotifyForArtistsRequests, spotifyLinks } from './tables.js';

/**
 * Spotify for Artists access: Spotify grants a distributor's artists access to their artist
 * profile when the distributor vouches for them. Liner vouches once an operator has checked that
 * the account delivered the release (its UPC) under that Spotify artist. The form asks for the
 * artist's profile link and one UPC of the account's delivered releases.
 */
export async function initSpotifyForArtists(deps: AppDeps, actor: Actor): Promise<SpotifyForArtistsInitResponse> {
  const [releases, [spotify], request] = await Promise.all([
    listDeliveredUpcs(deps.db, actor.accountId),
    deps.db
      .select({ displayName: spotifyLinks.displayName })
      .from(spotifyLinks)
      .where(eq(spotifyLinks.accountId, actor.accountId)),
    latestSpotifyForArtistsRequest(deps, actor.accountId),
  ]);
  return { releases, connectedSpotifyName: spotify?.displayName ?? null, request };
}

export async function submitSpotifyForArtists(
  deps: AppDeps,
  accountId: number,
  input: { artist: ParsedProfileLink; upc: string },
): Promise<{ message: string; request: SpotifyForArtistsRequestView }> {
  const existing = await deps.db
    .select({ status: spotifyForArtistsRequests.status, artist: spotifyForArtistsRequests.spotifyArtistId })
    .from(spotifyForArtistsRequests)
    .where(eq(spotifyForArtistsRequests.accountId, accountId));
  if (existing.some((row) => row.status === 'pending')) {
    throw new AppError('CONFLICT', { message: PLATFORM_LINK_MESSAGES.requestPending, reason: 'REQUEST_PENDING' });
  }
  if (existing.some((row) => row.status === 'granted' && row.artist === input.artist.id)) {
    throw fieldError('artist', PLATFORM_LINK_MESSAGES.requestAlreadyGranted);
  }
  const release = (await listDeliveredUpcs(deps.db, accountId)).find((candidate) => candidate.upc === input.upc);
  if (!release) throw fieldError('upc', PLATFORM_LINK_MESSAGES.upcNotOwned);
  try {
    const [row] = await deps.db
      .insert(spotifyForArtistsRequests)
      .values({
        accountId,
        spotifyArtistId: input.artist.id,
        spotifyArtistUrl: input.artist.url,
        upc: release.upc,
        releaseTitle: release.title,
        createdAt: deps.clock.now(),
      })
      .returning();
    return { message: PLATFORM_LINK_MESSAGES.requestSubmitted, request: presentSpotifyForArtistsRequest(row) };
  } catch (error) {
    // Two submits raced: the partial unique index let one in.
    if (isUniqueViolation(error, 'spotify_for_artists_requests_one_pending')) {
      throw new AppError('CONFLICT', { message: PLATFORM_LINK_MESSAGES.requestPending, reason: 'REQUEST_PENDING' });
    }
    throw error;
  }
}

/** The status the person sees: their latest request. */
export async function spotifyForArtistsStatus(deps: AppDeps, actor: Actor) {
  return { request: await latestSpotifyForArtistsRequest(deps, actor.accountId) };
}
