import { PLATFORM_LINK_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { platformSettings } from './tables.js';

/** The account's Spotify discovery mode setting: on or off, saved as sent. */
export async function updateSpotifyDiscoveryMode(deps: AppDeps, accountId: number, enabled: boolean): Promise<string> {
  const values = { spotifyDiscoveryMode: enabled, updatedAt: deps.clock.now() };
  await deps.db
    .insert(platformSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: platformSettings.accountId, set: values });
  return enabled ? PLATFORM_LINK_MESSAGES.discoveryOn : PLATFORM_LINK_MESSAGES.discoveryOff;
}
