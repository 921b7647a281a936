import { z } from 'zod';
import { lineText, text } from './primitives.js';

export const ADDRESS_MESSAGES = {
  country: 'Fill your country',
  address: 'Fill your full address',
  // The capital I is the product's wording, kept on purpose.
  city: 'FIll your city',
  state: 'Fill your state',
  postcode: 'Fill postcode of your address',
} as const;

/** An address line: one line, no control characters. */
const required = (message: string) => lineText({ message }).trim().min(1, message).max(200);

export const UpdateAddressRequest = z.object({
  country: required(ADDRESS_MESSAGES.country),
  address: required(ADDRESS_MESSAGES.address),
  city: required(ADDRESS_MESSAGES.city),
  state: required(ADDRESS_MESSAGES.state),
  postcode: required(ADDRESS_MESSAGES.postcode),
  countryCode: text().trim().max(3).optional(),
  formatted: text().trim().max(500).optional(),
  fromSearch: z.boolean().default(false),
  id: text().max(200).optional(),
});
export type UpdateAddressRequest = z.infer<typeof UpdateAddressRequest>;

/** When the address did not come from search, the formatted address is the parts joined with commas. */
export function formatAddress(
  input: Pick<UpdateAddressRequest, 'address' | 'city' | 'state' | 'postcode' | 'country' | 'formatted' | 'fromSearch'>,
): string {
  if (input.fromSearch && input.formatted?.trim()) return input.formatted.trim();
  return [input.address, input.city, input.state, input.postcode, input.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
