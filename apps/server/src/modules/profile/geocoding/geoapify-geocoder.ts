import type { AddressFeature } from '@liner/domain';
import { type AddressGeocoder, type FetchLike, GeocoderUnavailable } from './address-geocoder.js';

const AUTOCOMPLETE_URL = 'https://api.geoapify.com/v1/geocode/autocomplete';
/** Enough to choose from on a phone; more is scrolling. */
const RESULT_LIMIT = 5;
const TIMEOUT_MS = 5_000;

interface GeoapifyFeature {
  properties?: Record<string, unknown>;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Geoapify's feature properties, narrowed to the ones the address form reads. */
export function toAddressFeature(properties: Record<string, unknown>): AddressFeature | null {
  const placeId = textOf(properties.place_id);
  const formatted = textOf(properties.formatted);
  if (!placeId || !formatted) return null;
  return {
    place_id: placeId,
    formatted,
    country: textOf(properties.country),
    country_code: textOf(properties.country_code).toUpperCase(),
    city: textOf(properties.city),
    state: textOf(properties.state),
    county: textOf(properties.county),
    postcode: textOf(properties.postcode),
    address_line1: textOf(properties.address_line1),
  };
}

/**
 * Geoapify's address autocomplete (GeoJSON answer, one feature per match). Any failure of the
 * provider (bad key, quota, outage, a malformed answer) is GeocoderUnavailable: the search then
 * answers no result and says to type the address by hand, so the form never depends on it.
 */
export function createGeoapifyGeocoder({ apiKey, fetch }: { apiKey: string; fetch: FetchLike }): AddressGeocoder {
  return {
    async search(text) {
      const query = new URLSearchParams({ text, limit: String(RESULT_LIMIT), apiKey });
      let body: { features?: GeoapifyFeature[] };
      try {
        const response = await fetch(`${AUTOCOMPLETE_URL}?${query}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Geoapify answered ${response.status}`);
        body = (await response.json()) as { features?: GeoapifyFeature[] };
      } catch (cause) {
        throw new GeocoderUnavailable(cause instanceof Error ? cause.message : String(cause));
      }
      if (!Array.isArray(body.features)) throw new GeocoderUnavailable('Geoapify answered without features');
      return body.features
        .map((feature) => (feature.properties ? toAddressFeature(feature.properties) : null))
        .filter((feature): feature is AddressFeature => feature !== null);
    },
  };
}
