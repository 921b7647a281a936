import type { AppDeps } from '../../../platform/deps.js';
import type { AddressGeocoder } from './address-geocoder.js';
import { createGeoapifyGeocoder } from './geoapify-geocoder.js';

/**
 * The built-in geocoder when no provider key is set: it finds nothing, so the form goes straight
 * to manual entry. A bundled gazetteer was the alternative, but a few cities would "find" a city
 * without its street and postcode, and a wrong postcode on a tax form is worse than typing it.
 */
export const manualEntryGeocoder: AddressGeocoder = { search: async () => [] };

// Keyed by the deps object so each app (and each test app) has its own geocoder.
const byDeps = new WeakMap<AppDeps, AddressGeocoder>();

export function geocoderFor(deps: AppDeps): AddressGeocoder {
  let geocoder = byDeps.get(deps);
  if (!geocoder) {
    const apiKey = deps.config.geoapifyApiKey;
    geocoder = apiKey
      ? createGeoapifyGeocoder({ apiKey, fetch: (url, init) => globalThis.fetch(url, init) })
      : manualEntryGeocoder;
    byDeps.set(deps, geocoder);
  }
  return geocoder;
}

/** Replaces an app's geocoder (tests answer with a client over recorded answers). */
export function installAddressGeocoder(deps: AppDeps, geocoder: AddressGeocoder): void {
  byDeps.set(deps, geocoder);
}
