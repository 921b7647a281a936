import type { z } from 'zod';
import { DUPLICATE_ANALYTICS_MESSAGE, DUPLICATE_ANALYTICS_STATUS } from '@liner/domain';
import { HttpError, request, type RequestOptions } from '../../lib/http.js';
import { shouldRetryQuery } from '../../lib/query-retry.js';

export const ANALYTICS_BASE = '/api/portal/analytics';

export type AnalyticsQuery = Record<string, string | number | undefined>;
type Send = <T>(path: string, options: RequestOptions<T>) => Promise<T>;

/** The answer a superseded request rejects with: the page ignores it (no error, no change). */
export function duplicateAnalyticsRequest(): HttpError {
  return new HttpError(
    DUPLICATE_ANALYTICS_STATUS,
    DUPLICATE_ANALYTICS_MESSAGE,
    [DUPLICATE_ANALYTICS_MESSAGE],
    {},
    'DUPLICATE_REQUEST',
  );
}

export const isDuplicateAnalyticsRequest = (error: unknown): boolean =>
  error instanceof HttpError && error.status === DUPLICATE_ANALYTICS_STATUS;

/**
 * The analytics transport. Requests are keyed by path and type (the type tells apart calls of one
 * path that mean different things, such as a generic platform's breakdown per dimension): a new
 * request for a key aborts the one still running for it, which rejects with 777 "Duplicate
 * Requests Analytics". An answer that arrives after its request was superseded is dropped the
 * same way, so an older filter's figures never land over a newer one's.
 */
export function createAnalyticsClient(send: Send = request) {
  const running = new Map<string, AbortController>();
  return {
    async get<T>(
      path: string,
      type: string,
      schema: z.ZodType<T>,
      query: AnalyticsQuery = {},
      signal?: AbortSignal,
    ): Promise<T> {
      const key = `${path}\n${type}`;
      running.get(key)?.abort();
      const controller = new AbortController();
      running.set(key, controller);
      // The caller giving up (react-query unmounting a page) cancels the request too.
      const giveUp = () => controller.abort();
      if (signal?.aborted) controller.abort();
      signal?.addEventListener('abort', giveUp, { once: true });
      try {
        const answer = await send<T>(`${ANALYTICS_BASE}/${path}`, {
          method: 'GET',
          schema,
          query,
          signal: controller.signal,
        });
        if (controller.signal.aborted) throw duplicateAnalyticsRequest();
        return answer;
      } catch (error) {
        if (controller.signal.aborted) throw duplicateAnalyticsRequest();
        throw error;
      } finally {
        signal?.removeEventListener('abort', giveUp);
        if (running.get(key) === controller) running.delete(key);
      }
    },
    /** How many requests are running (for tests). */
    runningCount: () => running.size,
  };
}

export const analyticsClient = createAnalyticsClient();

/** A superseded request is never asked again: that would cancel the newer one. */
export function shouldRetryAnalytics(failureCount: number, error: unknown): boolean {
  return !isDuplicateAnalyticsRequest(error) && shouldRetryQuery(failureCount, error);
}
