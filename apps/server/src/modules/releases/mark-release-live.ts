import { eq } from 'drizzle-orm';
import { RELEASE_STATUS } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { recordReleaseEvent, setReleaseStatus } from './set-release-status.js';
import { releases } from './tables.js';

/**
 * A store acknowledged the release live: the release counts as live from now on (even before
 * its release date) and a delivered release becomes Acknowledged (7). Later acknowledgements
 * from other stores only add a history event.
 */
export async function markReleaseLive(
  db: DbExecutor,
  input: { releaseId: number; storeName: string; at: Date },
): Promise<void> {
  const [release] = await db
    .select({ status: releases.status, isLive: releases.isLive })
    .from(releases)
    .where(eq(releases.id, input.releaseId));
  if (!release) return;
  if (!release.isLive) await db.update(releases).set({ isLive: true }).where(eq(releases.id, input.releaseId));
  const detail = { store: input.storeName };
  if (release.status === RELEASE_STATUS.DELIVERED || release.status === RELEASE_STATUS.UPDATE_DELIVERED) {
    await setReleaseStatus(db, {
      releaseId: input.releaseId,
      to: RELEASE_STATUS.ACKNOWLEDGED,
      actorUserId: null,
      action: 'live-at-store',
      at: input.at,
      detail,
    });
  } else {
    await recordReleaseEvent(db, {
      releaseId: input.releaseId,
      actorUserId: null,
      action: 'live-at-store',
      detail,
      at: input.at,
    });
  }
}
