import { HttpError } from './http.js';

/** How many times a failed read is asked again before its error shows. */
const MAX_RETRIES = 2;

/**
 * A 4xx answer (not found, not yours, invalid) says the same thing the next time, so only
 * network failures and 5xx answers are retried: a missing release shows at once, not after
 * several seconds of skeleton.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}
