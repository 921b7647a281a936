import { ADDRESS_UPDATED, formatAddress, type UpdateAddressRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { saveUserDetails } from '../auth/index.js';

/** Stores the five required parts and the formatted address (parts joined with commas unless from search). */
export async function updateAddress(deps: AppDeps, userId: number, input: UpdateAddressRequest): Promise<string> {
  const values = {
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.postcode,
    country: input.country,
    countryCode: input.countryCode?.toUpperCase() || null,
    fullAddress: formatAddress(input),
    fromSearch: input.fromSearch,
    updatedAt: deps.clock.now(),
  };
  await saveUserDetails(deps.db, userId, values);
  return ADDRESS_UPDATED;
}
