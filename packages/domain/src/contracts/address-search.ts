import { z } from 'zod';
import { lineText, text } from './primitives.js';

export const ADDRESS_SEARCH_MESSAGES = {
  query: 'Type at least 3 characters of the address',
  none: 'No address found: fill the address in by hand',
  several: 'Several addresses match: choose yours',
  unavailable: 'Address search is not available right now: fill the address in by hand',
} as const;

export const AddressSearchQuery = z.object({
  text: lineText({ message: ADDRESS_SEARCH_MESSAGES.query })
    .trim()
    .min(3, ADDRESS_SEARCH_MESSAGES.query)
    .max(200, ADDRESS_SEARCH_MESSAGES.query),
});

/** One result, with the properties the geocoder's features carry. */
export const AddressFeature = z.object({
  place_id: text(),
  formatted: text(),
  country: text(),
  country_code: text(),
  city: text(),
  state: text(),
  county: text(),
  postcode: text(),
  address_line1: text(),
});
export type AddressFeature = z.infer<typeof AddressFeature>;

export const AddressSearchResponse = z.object({
  features: z.array(AddressFeature),
  /** The provider could not answer: the form says so and offers manual entry. */
  unavailable: z.boolean(),
});
export type AddressSearchResponse = z.infer<typeof AddressSearchResponse>;
