import type { SpotifyLink } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/secret-box.js';
import { presentSpotifyLink } from './present-platform-links.js';
import type { SpotifyAccounts } from './spotify-accounts.js';
import { spotifyLinks } from './tables.js';

/**
 * Turns an authorization code into the account's Spotify link: the code and verifier go to the
 * token endpoint, the token reads /v1/me, and the tokens are stored sealed. A second connection
 * replaces the first (one Spotify account per Liner account).
 */
export async function linkSpotifyAccount(
  deps: AppDeps,
  accountId: number,
  accounts: SpotifyAccounts,
  grant: { code: string; codeVerifier: string },
): Promise<SpotifyLink> {
  const box = secretBoxOf(deps.config);
  const tokens = await accounts.exchangeCode(grant);
  const profile = await accounts.currentAccount(tokens.accessToken);
  const now = deps.clock.now();
  const values = {
    spotifyUserId: profile.id,
    displayName: profile.displayName,
    uri: profile.uri,
    type: profile.type,
    href: profile.href,
    accessTokenSealed: box.seal(tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken ? box.seal(tokens.refreshToken) : null,
    tokenExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
    scope: tokens.scope,
    connectedAt: now,
  };
  const [row] = await deps.db
    .insert(spotifyLinks)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: spotifyLinks.accountId, set: values })
    .returning();
  return presentSpotifyLink(row);
}
