import { RELEASE_STATUS } from '@liner/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { releases } from './tables.js';

/** Statuses of a release the stores have received: its UPC is known to them. */
const AT_THE_STORES = [
  RELEASE_STATUS.DELIVERED,
  RELEASE_STATUS.ACKNOWLEDGED,
  RELEASE_STATUS.UPDATE_DELIVERED,
  RELEASE_STATUS.EDIT_PENDING,
];

/** An account's releases that reached the stores with a UPC, newest first: proof of owning a catalogue. */
export async function listDeliveredUpcs(
  db: DbExecutor,
  ownerId: number,
): Promise<{ id: number; title: string; upc: string }[]> {
  const rows = await db
    .select({ id: releases.id, title: releases.title, upc: releases.upc })
    .from(releases)
    .where(and(eq(releases.userId, ownerId), inArray(releases.status, AT_THE_STORES), isNotNull(releases.upc)))
    .orderBy(desc(releases.id));
  return rows.flatMap((row) => (row.upc ? [{ id: row.id, title: row.title, upc: row.upc }] : []));
}
