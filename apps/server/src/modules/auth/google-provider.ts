import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import type { IdentityProvider } from './identity-provider.js';
import { createOpenIdGoogleProvider, type FetchLike } from './openid-google-provider.js';

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not set up on this server. Sign in with your e-mail and password instead';

// Keyed by the deps object so each app (and each test app) has its own provider and discovery cache.
const byDeps = new WeakMap<AppDeps, IdentityProvider | null>();

/** The app's Google provider, or null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are unset. */
export function googleProviderOf(deps: AppDeps): IdentityProvider | null {
  if (!byDeps.has(deps)) {
    const { google } = deps.config;
    const fetch: FetchLike = (url, init) => globalThis.fetch(url, init);
    byDeps.set(deps, google ? createOpenIdGoogleProvider(google, fetch) : null);
  }
  return byDeps.get(deps) ?? null;
}

export function requireGoogleProvider(deps: AppDeps): IdentityProvider {
  const provider = googleProviderOf(deps);
  if (!provider) throw fieldError('google', GOOGLE_NOT_CONFIGURED);
  return provider;
}

/** Replaces an app's provider (tests: a client over a local issuer, or null for "not configured"). */
export function installGoogleProvider(deps: AppDeps, provider: IdentityProvider | null): void {
  byDeps.set(deps, provider);
}
