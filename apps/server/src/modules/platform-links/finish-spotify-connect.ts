import { PLATFORM_LINK_MESSAGES, type SpotifyCallbackRequest, type SpotifyLink } from '@liner/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { secretBoxOf } from '../../platform/secret-box.js';
import { linkSpotifyAccount } from './link-spotify-account.js';
import { codeRefused } from './spotify-accounts.js';
import { spotifyAccountsOf } from './spotify-accounts-registry.js';
import { CONNECT_ATTEMPT_TTL_MS, hashState } from './spotify-connect-state.js';
import { spotifyNotConfigured } from './start-spotify-connect.js';
import { spotifyConnectAttempts } from './tables.js';

/**
 * The callback: the state must be one this session started for this account, not used and not
 * stale. It is spent before the code goes to Spotify, so a replayed callback (the same state and
 * code again) is refused here even if Spotify would take the code.
 */
export async function finishSpotifyConnect(
  deps: AppDeps,
  actor: Actor,
  input: SpotifyCallbackRequest,
): Promise<{ message: string; spotify: SpotifyLink }> {
  const accounts = spotifyAccountsOf(deps);
  if (!accounts) throw spotifyNotConfigured();
  const now = deps.clock.now();
  const [attempt] = await deps.db
    .select()
    .from(spotifyConnectAttempts)
    .where(eq(spotifyConnectAttempts.stateHash, hashState(input.state)));
  if (!attempt || attempt.sessionId !== actor.session.id || attempt.accountId !== actor.accountId) {
    throw fieldError('state', PLATFORM_LINK_MESSAGES.stateUnknown);
  }
  if (attempt.usedAt) throw fieldError('state', PLATFORM_LINK_MESSAGES.stateUsed);
  if (now.getTime() - attempt.createdAt.getTime() > CONNECT_ATTEMPT_TTL_MS) {
    throw fieldError('state', PLATFORM_LINK_MESSAGES.stateExpired);
  }
  // Spend the state; of two callbacks racing with it, only the one whose update lands goes on.
  const spent = await deps.db
    .update(spotifyConnectAttempts)
    .set({ usedAt: now })
    .where(and(eq(spotifyConnectAttempts.id, attempt.id), isNull(spotifyConnectAttempts.usedAt)))
    .returning({ id: spotifyConnectAttempts.id });
  if (spent.length === 0) throw fieldError('state', PLATFORM_LINK_MESSAGES.stateUsed);
  if (input.error) throw fieldError('code', PLATFORM_LINK_MESSAGES.spotifyDenied);
  if (!input.code) throw codeRefused();

  const codeVerifier = secretBoxOf(deps.config).open(attempt.codeVerifierSealed);
  const spotify = await linkSpotifyAccount(deps, actor.accountId, accounts, { code: input.code, codeVerifier });
  return { message: PLATFORM_LINK_MESSAGES.spotifyConnected, spotify };
}
