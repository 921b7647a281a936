import { isUnset } from '../display-name.js';

export interface PriorityProfileFields {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
}

/** The priority offer skips its profile step when every one of these is filled ("0" counts as unset). */
export function isPriorityProfileComplete(details: PriorityProfileFields): boolean {
  return [
    details.firstName,
    details.lastName,
    details.displayName,
    details.address,
    details.city,
    details.zip,
    details.country,
  ].every((value) => !isUnset(value));
}
