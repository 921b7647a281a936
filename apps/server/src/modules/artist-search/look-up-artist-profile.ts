import type { ArtistPlatform, ArtistProfile } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { providerOf } from './registry.js';

/**
 * A profile as its platform answers it now (name, image, followers), for another area that holds
 * the id; null when the install has no keys for the platform or the platform has no such artist.
 * A platform that fails answers its error (rate limit, credentials, unavailable).
 */
export async function lookUpArtistProfile(
  deps: AppDeps,
  platform: ArtistPlatform,
  id: string,
): Promise<ArtistProfile | null> {
  const provider = providerOf(deps, platform);
  if (!provider || provider.canLookUp?.(id) === false) return null;
  return provider.getById(id);
}
