import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery, Paginated, Quicklink } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findReleasesByIds } from '../releases/index.js';
import { presentQuicklink } from './present-quicklink.js';
import { quicklinks } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

/** The user's quicklinks, newest first (the "Release links" list). */
export async function listQuicklinks(deps: AppDeps, userId: number, page: PageQuery): Promise<Paginated<Quicklink>> {
  const where = eq(quicklinks.userId, userId);
  const [{ total }] = await deps.db.select({ total: count() }).from(quicklinks).where(where);
  const rows = await deps.db
    .select()
    .from(quicklinks)
    .where(where)
    .orderBy(desc(quicklinks.createdAt), desc(quicklinks.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const releaseRows = await findReleasesByIds(
    deps.db,
    rows.map((row) => row.releaseId),
  );
  const byId = new Map(releaseRows.map((release) => [release.id, release]));
  const data: Quicklink[] = [];
  for (const row of rows) data.push(await presentQuicklink(deps.db, row, byId.get(row.releaseId)!));
  return pageOf(data, total, page);
}
