import type { ArtistPlatform } from '@liner/domain';
import type { ArtistSearchKeys } from '../../platform/config.js';
import type { AppDeps } from '../../platform/deps.js';
import { createAppleMusicProvider } from './apple-music-provider.js';
import type { ArtistSearchProviders, FetchLike } from './provider.js';
import { createSpotifyProvider } from './spotify-provider.js';
import { createYoutubeProvider } from './youtube-provider.js';

export interface ProviderEnvironment {
  keys: ArtistSearchKeys;
  fetch: FetchLike;
  now: () => Date;
}

/**
 * A platform is searchable only when its keys are set; without them the web offers the
 * paste-a-URL path alone. Audiomack is always URL-only: its Data API hands out keys on request
 * and signs every call with OAuth 1.0a, and its search answer is not publicly documented, so
 * there is nothing we could record and test faithfully.
 */
export function createArtistSearchProviders({ keys, fetch, now }: ProviderEnvironment): ArtistSearchProviders {
  const providers: ArtistSearchProviders = {};
  if (keys.spotifyClientId && keys.spotifyClientSecret) {
    providers.spotify = createSpotifyProvider({
      clientId: keys.spotifyClientId,
      clientSecret: keys.spotifyClientSecret,
      fetch,
      now,
    });
  }
  if (keys.appleMusicDeveloperToken) {
    providers.apple = createAppleMusicProvider({
      developerToken: keys.appleMusicDeveloperToken,
      storefront: keys.appleMusicStorefront,
      fetch,
    });
  }
  if (keys.youtubeApiKey) providers.youtube = createYoutubeProvider({ apiKey: keys.youtubeApiKey, fetch });
  return providers;
}

// Keyed by the deps object so each app (and each test app) has its own providers and token cache.
const byDeps = new WeakMap<AppDeps, ArtistSearchProviders>();

export function providersFor(deps: AppDeps): ArtistSearchProviders {
  let providers = byDeps.get(deps);
  if (!providers) {
    providers = createArtistSearchProviders({
      keys: deps.config.artistSearch,
      fetch: (url, init) => globalThis.fetch(url, init),
      now: () => deps.clock.now(),
    });
    byDeps.set(deps, providers);
  }
  return providers;
}

/** Replaces an app's providers (tests inject clients over recorded fixtures). */
export function installArtistSearchProviders(deps: AppDeps, providers: ArtistSearchProviders): void {
  byDeps.set(deps, providers);
}

export function providerOf(deps: AppDeps, platform: ArtistPlatform) {
  return providersFor(deps)[platform] ?? null;
}
