import type { AddressSearchResponse } from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { GeocoderUnavailable } from './address-geocoder.js';
import { geocoderFor } from './geocoder-registry.js';

/** Addresses matching `text`; a provider failure answers none, flagged, so the form offers manual entry. */
export async function searchAddresses(deps: AppDeps, text: string): Promise<AddressSearchResponse> {
  try {
    return { features: await geocoderFor(deps).search(text), unavailable: false };
  } catch (error) {
    if (!(error instanceof GeocoderUnavailable)) throw error;
    deps.logger.warn({ reason: error.message }, 'address search unavailable');
    return { features: [], unavailable: true };
  }
}
