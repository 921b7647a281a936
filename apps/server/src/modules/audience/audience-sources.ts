import type { AppDeps } from '../../platform/deps.js';
import type { AudienceSource } from './audience-source.js';
import { createArtistProfilesSource } from './artist-profiles-source.js';

// Keyed by the deps object so each app (and each test app) has its own sources.
const byDeps = new WeakMap<AppDeps, readonly AudienceSource[]>();

/** The sources a refresh reads, in order. */
export function audienceSourcesOf(deps: AppDeps): readonly AudienceSource[] {
  let sources = byDeps.get(deps);
  if (!sources) {
    sources = [createArtistProfilesSource(deps)];
    byDeps.set(deps, sources);
  }
  return sources;
}

/** Replaces an app's sources (a test adds one that fails, or one over recorded answers). */
export function installAudienceSources(deps: AppDeps, sources: readonly AudienceSource[]): void {
  byDeps.set(deps, sources);
}
