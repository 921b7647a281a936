import { PLATFORM_LINK_MESSAGES } from '@liner/domain';
import { AppError, fieldError } from '../../platform/errors.js';

/** An injected fetch: the real one in the app, recorded answers in tests. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface SpotifyTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds from now. */
  expiresIn: number;
  scope: string;
}

/** What /v1/me says about the person who signed in at Spotify. */
export interface SpotifyAccountProfile {
  id: string;
  displayName: string;
  uri: string;
  type: string;
  href: string;
}

/**
 * Spotify's accounts service as the connect flow needs it: where to send the person, how to turn
 * the code that comes back into tokens, and who they are. The real client and the offline
 * development stand-in both implement it; tests inject the real one over recorded answers.
 */
export interface SpotifyAccounts {
  readonly mode: 'spotify' | 'development';
  authorizeUrl(input: { state: string; codeChallenge: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string }): Promise<SpotifyTokens>;
  currentAccount(accessToken: string): Promise<SpotifyAccountProfile>;
}

/** The code was refused (used already, expired, or made for another verifier): the person starts again. */
export function codeRefused(): AppError {
  return fieldError('code', PLATFORM_LINK_MESSAGES.codeRefused);
}

/** Spotify down or answering nonsense: nothing is stored and the person may retry; not our fault, so no 5xx. */
export function spotifyUnavailable(): AppError {
  return new AppError('VALIDATION', {
    message: PLATFORM_LINK_MESSAGES.spotifyUnavailable,
    reason: 'SPOTIFY_UNAVAILABLE',
  });
}
