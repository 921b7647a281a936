import type { AppDeps } from '../../platform/deps.js';
import { createDevelopmentSpotifyAccounts } from './development-spotify-accounts.js';
import type { SpotifyAccounts } from './spotify-accounts.js';
import { createSpotifyAccountsClient } from './spotify-accounts-client.js';

// Keyed by the deps object so each app (and each test app) has its own client.
const byDeps = new WeakMap<AppDeps, SpotifyAccounts | null>();

/** The install's Spotify accounts service, or null when connecting Spotify is off. */
export function spotifyAccountsOf(deps: AppDeps): SpotifyAccounts | null {
  if (byDeps.has(deps)) return byDeps.get(deps) ?? null;
  const config = deps.config.spotifyConnect;
  const accounts =
    config.mode === 'spotify'
      ? createSpotifyAccountsClient({ ...config, fetch: (url, init) => globalThis.fetch(url, init) })
      : config.mode === 'development'
        ? createDevelopmentSpotifyAccounts(config.redirectUrl)
        : null;
  byDeps.set(deps, accounts);
  return accounts;
}

/** Replaces an app's Spotify accounts service (tests inject the real client over recorded answers). */
export function installSpotifyAccounts(deps: AppDeps, accounts: SpotifyAccounts | null): void {
  byDeps.set(deps, accounts);
}
