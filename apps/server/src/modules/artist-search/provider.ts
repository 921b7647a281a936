import { PLATFORM_NAMES, type ArtistPlatform, type ArtistProfile } from '@liner/domain';
import { AppError } from '../../platform/errors.js';

/** The subset of fetch the clients use; injected so tests answer from recorded fixtures. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface SearchPage {
  limit: number;
  offset: number;
}

/** One streaming platform's artist directory, normalised to ArtistProfile. */
export interface ArtistSearchProvider {
  readonly platform: ArtistPlatform;
  search(query: string, page: SearchPage): Promise<ArtistProfile[]>;
  /** null when the platform has no such artist. */
  getById(id: string): Promise<ArtistProfile | null>;
  /** False for ids the platform's API cannot look up (e.g. YouTube /c/ names). */
  canLookUp?(id: string): boolean;
}

export type ArtistSearchProviders = Partial<Record<ArtistPlatform, ArtistSearchProvider>>;

/** Turns a non-2xx answer (or a network failure) of a platform into the error the user sees. */
export function upstreamError(
  platform: ArtistPlatform,
  status: number | null,
  detail: { retryAfter?: string | null; reason?: string } = {},
): AppError {
  const name = PLATFORM_NAMES[platform];
  if (status === 429 || detail.reason === 'quotaExceeded' || detail.reason === 'rateLimitExceeded') {
    const seconds = Number(detail.retryAfter);
    return new AppError('TOO_MANY_REQUESTS', {
      message: `${name} is limiting searches right now; try again in a moment or paste the profile URL instead`,
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
      reason: 'SEARCH_PROVIDER_RATE_LIMITED',
    });
  }
  if (status === 401 || status === 403) {
    return new AppError('INTERNAL', {
      message: `${name} refused Liner's API credentials; an operator must check the ${name} search keys. Paste the profile URL instead`,
      reason: 'SEARCH_PROVIDER_AUTH',
    });
  }
  return new AppError('INTERNAL', {
    message: `${name} search is unavailable right now (${status === null ? 'no answer' : `status ${status}`}); try again or paste the profile URL instead`,
    reason: 'SEARCH_PROVIDER_UNAVAILABLE',
  });
}

/** GETs JSON; a network failure or non-2xx answer becomes upstreamError, a 404 becomes null. */
export async function fetchJson<T>(
  fetch: FetchLike,
  platform: ArtistPlatform,
  url: string,
  init: RequestInit,
  options: { notFoundIsNull?: boolean } = {},
): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw upstreamError(platform, null);
  }
  if (response.status === 404 && options.notFoundIsNull) return null;
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; errors?: { reason?: string }[] };
    } | null;
    // Google answers a wrong API key with 400, not 401: report it as the credential problem it is.
    const status = response.status === 400 && /api key/i.test(body?.error?.message ?? '') ? 401 : response.status;
    throw upstreamError(platform, status, {
      retryAfter: response.headers.get('retry-after'),
      reason: body?.error?.errors?.[0]?.reason,
    });
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw upstreamError(platform, response.status);
  }
}
