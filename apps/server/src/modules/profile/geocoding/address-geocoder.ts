import type { AddressFeature } from '@liner/domain';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** The provider could not answer (key, quota, outage); the reason is for the log only. */
export class GeocoderUnavailable extends Error {}

/** Finds addresses matching what a person typed; the form falls back to manual entry on none. */
export interface AddressGeocoder {
  search(text: string): Promise<AddressFeature[]>;
}
