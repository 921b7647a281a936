import { AUDIO_MATCHING_MESSAGES, type RecognitionProviderName } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { createAcrCloudProvider } from './acrcloud-provider.js';
import { createAuddProvider } from './audd-provider.js';
import { createCatalogProvider } from './catalog-provider.js';
import type { FetchLike, RecognitionProvider } from './recognition-provider.js';

// Keyed by the deps object so each app (and each test app) may send its calls elsewhere.
const fetchByDeps = new WeakMap<AppDeps, FetchLike>();

/** Sends an app's calls to hosted recognition services through `fetch` (tests: recorded answers). */
export function installRecognitionFetch(deps: AppDeps, fetch: FetchLike): void {
  fetchByDeps.set(deps, fetch);
}

function fetchOf(deps: AppDeps): FetchLike {
  return fetchByDeps.get(deps) ?? ((url, init) => globalThis.fetch(url, init));
}

/** The providers this install offers: the built-in engine always, a hosted one when configured. */
export function availableRecognitionProviders(deps: AppDeps): RecognitionProviderName[] {
  const { acrcloud, audd } = deps.config.recognition;
  return ['catalog', ...(acrcloud ? (['acrcloud'] as const) : []), ...(audd ? (['audd'] as const) : [])];
}

/** The provider by name; a hosted one this install has no settings for is a 422 on `provider`. */
export function recognitionProviderOf(deps: AppDeps, name: RecognitionProviderName): RecognitionProvider {
  const { acrcloud, audd } = deps.config.recognition;
  const hosted = { fetch: fetchOf(deps), storage: deps.storage, logger: deps.logger };
  if (name === 'acrcloud' && acrcloud)
    return createAcrCloudProvider(acrcloud, { ...hosted, now: () => deps.clock.now() });
  if (name === 'audd' && audd) return createAuddProvider(audd, hosted);
  if (name === 'catalog') return createCatalogProvider(deps);
  throw fieldError('provider', AUDIO_MATCHING_MESSAGES.providerNotConfigured);
}
