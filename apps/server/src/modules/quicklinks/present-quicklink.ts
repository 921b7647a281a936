import { and, eq } from 'drizzle-orm';
import { QUICKLINK_PLATFORMS, isQuicklinkPlatform, type Quicklink, type QuicklinkPlatformId } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findReleaseArtists, type ReleaseRow } from '../releases/index.js';
import { quicklinks } from './tables.js';

export type QuicklinkRow = typeof quicklinks.$inferSelect;

export const QUICKLINK_NOT_FOUND = 'Quicklink not found';

/** The user's quicklink; another user's id answers 404 like a missing one. */
export async function findOwnQuicklink(db: DbExecutor, userId: number, id: number): Promise<QuicklinkRow> {
  const [row] = await db
    .select()
    .from(quicklinks)
    .where(and(eq(quicklinks.id, id), eq(quicklinks.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', { message: QUICKLINK_NOT_FOUND });
  return row;
}

export function platformName(platform: string): string {
  return isQuicklinkPlatform(platform) ? QUICKLINK_PLATFORMS[platform].name : platform;
}

/** The public cover of a release: a route anyone can load, served only for public releases. */
export function publicCoverPath(release: Pick<ReleaseRow, 'id' | 'artworkFileId'>): string | null {
  return release.artworkFileId === null ? null : `/api/public/covers/${release.id}`;
}

export async function primaryArtistNames(db: DbExecutor, releaseId: number): Promise<string[]> {
  const rows = await findReleaseArtists(db, releaseId);
  const primary = rows.filter((row) => row.roles.some((role) => role.toLowerCase() === 'primary'));
  return (primary.length > 0 ? primary : rows).map((row) => row.name);
}

export async function presentQuicklink(db: DbExecutor, row: QuicklinkRow, release: ReleaseRow): Promise<Quicklink> {
  return {
    id: row.id,
    external_id: row.externalId,
    short_id: row.shortId,
    public_path: `/links/${row.shortId}`,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    release: {
      id: release.id,
      title: release.title,
      artists: await primaryArtistNames(db, release.id),
      cover: publicCoverPath(release),
      upc: release.upc,
    },
    stores: row.stores.map((link) => ({ ...link, name: platformName(link.platform) })),
    enabledStores: row.enabledStores.filter(isQuicklinkPlatform) as QuicklinkPlatformId[],
  };
}
