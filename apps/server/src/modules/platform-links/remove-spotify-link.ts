import { PLATFORM_LINK_MESSAGES } from '@liner/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { Actor } from '../../platform/request-auth.js';
import { spotifyLinks } from './tables.js';

/**
 * Forgets the connected account and its tokens. Spotify has no endpoint to revoke a token; the
 * person can also remove Liner's access at spotify.com/account/apps. Removing twice is fine.
 */
export async function removeSpotifyLink(deps: AppDeps, actor: Actor): Promise<string> {
  await deps.db.delete(spotifyLinks).where(eq(spotifyLinks.accountId, actor.accountId));
  return PLATFORM_LINK_MESSAGES.spotifyRemoved;
}
