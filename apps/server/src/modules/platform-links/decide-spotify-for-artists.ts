import { PLATFORM_LINK_MESSAGES, type OperatorSpotifyForArtistsList } from '@liner/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUsersByIds } from '../auth/index.js';
import { createNotification } from '../notifications/index.js';
import { presentSpotifyForArtistsRequest } from './present-platform-links.js';
import { spotifyForArtistsRequests } from './tables.js';

/** The operator's queue: waiting requests first (oldest first), then the 50 latest decided. */
export async function listSpotifyForArtistsRequests(deps: AppDeps): Promise<OperatorSpotifyForArtistsList> {
  const rows = await deps.db
    .select()
    .from(spotifyForArtistsRequests)
    .orderBy(
      sql`case when ${spotifyForArtistsRequests.status} = 'pending' then 0 else 1 end`,
      asc(sql`case when ${spotifyForArtistsRequests.status} = 'pending' then ${spotifyForArtistsRequests.id} end`),
      desc(spotifyForArtistsRequests.id),
    )
    .limit(200);
  const accounts = new Map(
    (
      await findUsersByIds(
        deps.db,
        rows.map((row) => row.accountId),
      )
    ).map((user) => [user.id, user]),
  );
  return {
    data: rows.map((request) => {
      const email = accounts.get(request.accountId)?.email ?? '';
      return {
        ...presentSpotifyForArtistsRequest(request),
        accountId: request.accountId,
        accountEmail: email,
        accountName: accounts.get(request.accountId)?.displayName || email,
      };
    }),
  };
}

/** Grants or rejects a waiting request and tells the account. */
export async function decideSpotifyForArtists(
  deps: AppDeps,
  operator: Actor,
  input: { id: number; decision: 'granted' | 'rejected'; note?: string },
): Promise<string> {
  const [row] = await deps.db
    .update(spotifyForArtistsRequests)
    .set({ status: input.decision, note: input.note || null, decidedAt: deps.clock.now(), decidedBy: operator.user.id })
    .where(and(eq(spotifyForArtistsRequests.id, input.id), eq(spotifyForArtistsRequests.status, 'pending')))
    .returning();
  if (!row) {
    const [known] = await deps.db
      .select({ id: spotifyForArtistsRequests.id })
      .from(spotifyForArtistsRequests)
      .where(eq(spotifyForArtistsRequests.id, input.id));
    if (!known) throw new AppError('NOT_FOUND', { message: 'Request not found' });
    throw new AppError('CONFLICT', { message: PLATFORM_LINK_MESSAGES.requestNotPending });
  }
  const granted = input.decision === 'granted';
  await createNotification(deps, {
    userId: row.accountId,
    title: granted ? 'Spotify for Artists access granted' : 'Spotify for Artists request declined',
    message: granted
      ? `Spotify will e-mail you the invitation to your artist profile (release UPC ${row.upc}).`
      : `Your request for UPC ${row.upc} was declined${row.note ? `: ${row.note}` : ''}.`,
    type: 'other',
  });
  return granted ? 'Request granted' : 'Request rejected';
}
