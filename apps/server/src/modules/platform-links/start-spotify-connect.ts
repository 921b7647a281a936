import { PLATFORM_LINK_MESSAGES, type SpotifyConnectResponse } from '@liner/domain';
import { and, eq, lt, or, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { secretBoxOf } from '../../platform/secret-box.js';
import { spotifyAccountsOf } from './spotify-accounts-registry.js';
import { CONNECT_ATTEMPT_TTL_MS, hashState, newConnectSecrets } from './spotify-connect-state.js';
import { spotifyConnectAttempts } from './tables.js';

export function spotifyNotConfigured(): AppError {
  return new AppError('VALIDATION', {
    message: PLATFORM_LINK_MESSAGES.spotifyNotConfigured,
    reason: 'SPOTIFY_NOT_CONFIGURED',
  });
}

/**
 * Starts the authorization-code flow: a new state bound to this session and account, a PKCE
 * verifier kept sealed on the server, and the URL of Spotify's consent page to send the person to.
 */
export async function startSpotifyConnect(deps: AppDeps, actor: Actor): Promise<SpotifyConnectResponse> {
  const accounts = spotifyAccountsOf(deps);
  if (!accounts) throw spotifyNotConfigured();
  const secrets = newConnectSecrets();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The account's finished or stale attempts are of no use any more.
    await tx
      .delete(spotifyConnectAttempts)
      .where(
        and(
          eq(spotifyConnectAttempts.accountId, actor.accountId),
          or(
            isNotNull(spotifyConnectAttempts.usedAt),
            lt(spotifyConnectAttempts.createdAt, new Date(now.getTime() - CONNECT_ATTEMPT_TTL_MS)),
          ),
        ),
      );
    await tx.insert(spotifyConnectAttempts).values({
      stateHash: hashState(secrets.state),
      accountId: actor.accountId,
      sessionId: actor.session.id,
      codeVerifierSealed: secretBoxOf(deps.config).seal(secrets.codeVerifier),
      createdAt: now,
    });
  });
  return { authorizeUrl: accounts.authorizeUrl({ state: secrets.state, codeChallenge: secrets.codeChallenge }) };
}
