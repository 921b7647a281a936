import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { normalizeEmail } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findTrackIdsWithCover } from '../releases/index.js';
import { splitPayees, splits, splitVersions } from './tables.js';

/**
 * A royalty-split payee may see the cover of the release whose track they share: they are named
 * in a version of a split on one of its tracks (by their confirmed e-mail, or as the account that
 * answered), unless they declined. `email` is null while the viewer's address is unconfirmed.
 */
export async function isCoverSharedWith(
  db: DbExecutor,
  artwork: { id: number; userId: number },
  viewer: { id: number; email: string | null },
): Promise<boolean> {
  const trackIds = await findTrackIdsWithCover(db, artwork);
  if (trackIds.length === 0) return false;
  const isViewer =
    viewer.email === null
      ? eq(splitPayees.userId, viewer.id)
      : or(eq(splitPayees.email, normalizeEmail(viewer.email)), eq(splitPayees.userId, viewer.id));
  const rows = await db
    .select({ id: splitPayees.id })
    .from(splitPayees)
    .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
    .innerJoin(splits, eq(splits.id, splitVersions.splitId))
    .where(and(inArray(splits.trackId, trackIds), isViewer, ne(splitPayees.status, 'declined')))
    .limit(1);
  return rows.length > 0;
}
