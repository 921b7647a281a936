import { count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { releaseEvents, releases } from './tables.js';

export type ReleaseEventRow = typeof releaseEvents.$inferSelect;

/** Every event of the user's releases, newest first, a page at a time, with each release's title and artwork. */
export async function listOwnReleaseEvents(
  db: DbExecutor,
  userId: number,
  page: { page: number; per_page: number },
): Promise<{ total: number; rows: { event: ReleaseEventRow; title: string; artworkFileId: number | null }[] }> {
  const mine = eq(releases.userId, userId);
  const [{ total }] = await db
    .select({ total: count() })
    .from(releaseEvents)
    .innerJoin(releases, eq(releases.id, releaseEvents.releaseId))
    .where(mine);
  const rows = await db
    .select({ event: releaseEvents, title: releases.title, artworkFileId: releases.artworkFileId })
    .from(releaseEvents)
    .innerJoin(releases, eq(releases.id, releaseEvents.releaseId))
    .where(mine)
    .orderBy(desc(releaseEvents.createdAt), desc(releaseEvents.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return { total, rows };
}
