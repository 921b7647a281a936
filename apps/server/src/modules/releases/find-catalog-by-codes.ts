/**
 * The catalog keyed by its codes, for reports that name tracks by ISRC or releases by UPC
 * (analytics trend files): which account, release and track each code is. Only releases an
 * operator approved (EARNING_RELEASE_STATUSES) answer: a draft carrying someone else's code gets
 * nothing.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { EARNING_RELEASE_STATUSES } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { releases, tracks } from './tables.js';

export interface CatalogTrackByCode {
  isrc: string;
  userId: number;
  releaseId: number;
  trackId: number;
}

/**
 * The track of each ISRC (normalised: capitals, no hyphens). An ISRC on several releases (a
 * single and its album) answers its earliest release's track: counts go to one place.
 */
export async function findTracksByIsrcs(db: DbExecutor, isrcs: readonly string[]): Promise<CatalogTrackByCode[]> {
  if (isrcs.length === 0) return [];
  const rows = await db
    .select({ isrc: tracks.isrc, userId: releases.userId, releaseId: releases.id, trackId: tracks.id })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(inArray(tracks.isrc, [...isrcs]), inArray(releases.status, [...EARNING_RELEASE_STATUSES])))
    .orderBy(
      asc(tracks.isrc),
      sql`coalesce(${releases.originalReleaseDate}, ${releases.releaseDate}) NULLS LAST`,
      asc(releases.id),
    );
  const first = new Map<string, CatalogTrackByCode>();
  for (const row of rows) {
    if (row.isrc && !first.has(row.isrc)) first.set(row.isrc, { ...row, isrc: row.isrc });
  }
  return [...first.values()];
}

/** The release of each GTIN key (canonicalGtin: 14 digits), with its owner. */
export async function findReleasesByGtins(
  db: DbExecutor,
  gtins: readonly string[],
): Promise<{ gtin: string; userId: number; releaseId: number }[]> {
  if (gtins.length === 0) return [];
  const rows = await db
    .select({ gtin: releases.gtin, userId: releases.userId, releaseId: releases.id })
    .from(releases)
    .where(and(inArray(releases.gtin, [...gtins]), inArray(releases.status, [...EARNING_RELEASE_STATUSES])))
    .orderBy(asc(releases.id));
  const first = new Map<string, { gtin: string; userId: number; releaseId: number }>();
  for (const row of rows) if (row.gtin && !first.has(row.gtin)) first.set(row.gtin, { ...row, gtin: row.gtin });
  return [...first.values()];
}
