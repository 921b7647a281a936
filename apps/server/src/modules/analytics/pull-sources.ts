import type { AppDeps } from '../../platform/deps.js';
import type { AnalyticsPullSource } from './pull-source.js';
import { createYoutubeContentOwnerSource } from './youtube-content-owner-source.js';

// Keyed by the deps object so each app (and each test app) has its own sources and token cache.
const byDeps = new WeakMap<AppDeps, readonly AnalyticsPullSource[]>();

/**
 * The platforms this install pulls figures from: those whose credentials are configured. None by
 * default; every platform's figures then come from trend files (uploaded or picked up from a
 * store's folder) and from imported statements.
 */
export function pullSourcesOf(deps: AppDeps): readonly AnalyticsPullSource[] {
  let sources = byDeps.get(deps);
  if (!sources) {
    const youtube = deps.config.youtubeContentOwner;
    sources = youtube
      ? [
          createYoutubeContentOwnerSource({
            config: youtube,
            fetch: (url, init) => globalThis.fetch(url, init),
            now: () => deps.clock.now(),
          }),
        ]
      : [];
    byDeps.set(deps, sources);
  }
  return sources;
}

/** Replaces an app's pull sources (tests inject the real clients over recorded answers). */
export function installPullSources(deps: AppDeps, sources: readonly AnalyticsPullSource[]): void {
  byDeps.set(deps, sources);
}
