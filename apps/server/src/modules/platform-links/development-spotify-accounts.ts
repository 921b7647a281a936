import { createHash, randomBytes } from 'node:crypto';
import { codeRefused, type SpotifyAccountProfile, type SpotifyAccounts } from './spotify-accounts.js';

const CODE_PREFIX = 'dev-spotify.';
const TOKEN_PREFIX = 'dev-spotify-token.';

/**
 * The offline stand-in for Spotify's accounts service (demo installs, no keys, no internet). The
 * authorize URL is Liner's own callback page with a code, as if the person had agreed at Spotify;
 * the code carries the PKCE challenge so a code cannot be swapped into another session's flow.
 * The account it answers is fixed: "Liner Demo Spotify".
 */
export function createDevelopmentSpotifyAccounts(redirectUrl: string): SpotifyAccounts {
  const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
  return {
    mode: 'development',
    authorizeUrl({ state, codeChallenge }) {
      const code = `${CODE_PREFIX}${codeChallenge}.${randomBytes(6).toString('hex')}`;
      return `${redirectUrl}?${new URLSearchParams({ code, state })}`;
    },
    async exchangeCode({ code, codeVerifier }) {
      const [, challenge] = code.startsWith(CODE_PREFIX) ? code.split('.') : [];
      if (!challenge || challenge !== challengeOf(codeVerifier)) throw codeRefused();
      return {
        accessToken: `${TOKEN_PREFIX}${randomBytes(12).toString('hex')}`,
        refreshToken: null,
        expiresIn: 3600,
        scope: '',
      };
    },
    async currentAccount(): Promise<SpotifyAccountProfile> {
      return {
        id: 'liner-demo-spotify',
        displayName: 'Liner Demo Spotify',
        uri: 'spotify:user:liner-demo-spotify',
        type: 'user',
        href: 'https://api.spotify.com/v1/users/liner-demo-spotify',
      };
    },
  };
}
