import { and, asc, eq } from 'drizzle-orm';
import { GREENLIST_PLATFORMS, type GreenlistPayload, type GreenlistPlatform } from '@liner/domain';
import type { DbExecutor } from '../../../platform/db.js';
import { programmeSubmissions } from '../tables.js';

/** One channel an account spares from its claims on one platform. */
export interface GreenlistedChannel {
  submissionId: number;
  channelName: string;
  links: string[];
  releaseId: number;
  /** One track of the release; null: every track of it. */
  trackId: number | null;
  isrc: string | null;
}

/**
 * The account's approved greenlist, per platform: the channels its content-ID claims must spare.
 * What the UGC deliveries hand to each platform as its whitelist. Removed and waiting entries are
 * not in it.
 */
export async function approvedGreenlist(
  db: DbExecutor,
  accountId: number,
): Promise<Record<GreenlistPlatform, GreenlistedChannel[]>> {
  const rows = await db
    .select()
    .from(programmeSubmissions)
    .where(
      and(
        eq(programmeSubmissions.programme, 'greenlist'),
        eq(programmeSubmissions.accountId, accountId),
        eq(programmeSubmissions.state, 'approved'),
      ),
    )
    .orderBy(asc(programmeSubmissions.createdAt), asc(programmeSubmissions.id));
  const byPlatform = Object.fromEntries(GREENLIST_PLATFORMS.map((platform) => [platform, []])) as unknown as Record<
    GreenlistPlatform,
    GreenlistedChannel[]
  >;
  for (const row of rows) {
    const payload = row.payload as GreenlistPayload;
    byPlatform[payload.platform]?.push({
      submissionId: row.id,
      channelName: payload.channel_name,
      links: payload.links,
      releaseId: payload.release_id,
      trackId: payload.track_id,
      isrc: row.subject.isrc,
    });
  }
  return byPlatform;
}
