import type { UseQueryResult } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@liner/domain';

export interface AvailabilityHint {
  text?: string;
  isTaken: boolean;
  isAvailable: boolean;
}

/** What the live availability check says under a field, given whether the typed value is current. */
export function availabilityHint(
  query: UseQueryResult<AvailabilityResponse>,
  {
    isChecking,
    takenMessage,
    availableMessage,
  }: { isChecking: boolean; takenMessage: string; availableMessage: string },
): AvailabilityHint {
  if (isChecking || query.isFetching) return { text: 'Checking…', isTaken: false, isAvailable: false };
  if (!query.data)
    return { text: query.isError ? 'Could not check right now' : undefined, isTaken: false, isAvailable: false };
  if (query.data.available) return { text: availableMessage, isTaken: false, isAvailable: true };
  return { text: query.data.message ?? takenMessage, isTaken: true, isAvailable: false };
}
