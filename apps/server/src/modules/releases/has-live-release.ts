import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { RELEASE_STATUS } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { releases } from './tables.js';

/** Delivered to the stores and not taken down (an edit or a takedown waiting still leaves it live). */
const DELIVERED_STATUSES = [
  RELEASE_STATUS.DELIVERED,
  RELEASE_STATUS.UPDATE_DELIVERED,
  RELEASE_STATUS.ACKNOWLEDGED,
  RELEASE_STATUS.EDIT_PENDING,
  RELEASE_STATUS.TAKEDOWN_PENDING,
];

/** Whether the account has a release in the stores today: delivered and past its release date (or marked live). */
export async function hasLiveRelease(db: DbExecutor, userId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(
      and(
        eq(releases.userId, userId),
        inArray(releases.status, DELIVERED_STATUSES),
        or(eq(releases.isLive, true), lte(releases.releaseDate, today)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
