import { AppError } from '../../platform/errors.js';
import {
  codeRefused,
  spotifyUnavailable,
  type FetchLike,
  type SpotifyAccountProfile,
  type SpotifyAccounts,
  type SpotifyTokens,
} from './spotify-accounts.js';

const AUTHORIZE_URL = 'https://accounts.spotify.com/authorize';
const TOKEN_URL = 'https://accounts.spotify.com/api/token';
const ME_URL = 'https://api.spotify.com/v1/me';
/** Enough to read /v1/me (id, display name, country, product); nothing that can change the account. */
const SCOPE = 'user-read-private';

export interface SpotifyAccountsClientConfig {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  fetch: FetchLike;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
}

interface MeAnswer {
  id?: string;
  display_name?: string | null;
  uri?: string;
  type?: string;
  href?: string;
}

async function send(fetch: FetchLike, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw spotifyUnavailable();
  }
}

async function jsonOf<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw spotifyUnavailable();
  }
}

/**
 * Spotify's authorization-code flow with PKCE, as a confidential client (the secret stays on the
 * server; PKCE still ties the code to the session that started the flow).
 */
export function createSpotifyAccountsClient(config: SpotifyAccountsClientConfig): SpotifyAccounts {
  return {
    mode: 'spotify',
    authorizeUrl({ state, codeChallenge }) {
      const query = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: config.redirectUrl,
        state,
        scope: SCOPE,
        code_challenge_method: 'S256',
        code_challenge: codeChallenge,
      });
      return `${AUTHORIZE_URL}?${query}`;
    },

    async exchangeCode({ code, codeVerifier }): Promise<SpotifyTokens> {
      const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
      const response = await send(config.fetch, TOKEN_URL, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUrl,
          code_verifier: codeVerifier,
        }).toString(),
      });
      const answer = await jsonOf<TokenAnswer>(response);
      // invalid_grant: the code was used, expired, or was made for another redirect or verifier.
      if (response.status === 400 && answer.error === 'invalid_grant') throw codeRefused();
      if (response.status === 400 || response.status === 401) {
        throw new AppError('VALIDATION', {
          message:
            "Spotify refused Liner's app credentials; an operator must check SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET and the redirect URL",
          reason: 'SPOTIFY_CLIENT_REFUSED',
        });
      }
      if (!response.ok || !answer.access_token || typeof answer.expires_in !== 'number') throw spotifyUnavailable();
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? null,
        expiresIn: answer.expires_in,
        scope: answer.scope ?? '',
      };
    },

    async currentAccount(accessToken): Promise<SpotifyAccountProfile> {
      const response = await send(config.fetch, ME_URL, { headers: { authorization: `Bearer ${accessToken}` } });
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after'));
        throw new AppError('TOO_MANY_REQUESTS', {
          message: 'Spotify is limiting requests right now; try again in a moment',
          retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
        });
      }
      if (!response.ok) throw spotifyUnavailable();
      const me = await jsonOf<MeAnswer>(response);
      if (!me.id || !me.uri || !me.href) throw spotifyUnavailable();
      return {
        id: me.id,
        // A Spotify account may have no display name; its id is what Spotify itself shows then.
        displayName: me.display_name?.trim() || me.id,
        uri: me.uri,
        type: me.type ?? 'user',
        href: me.href,
      };
    },
  };
}
