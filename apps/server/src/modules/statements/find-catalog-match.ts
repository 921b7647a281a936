/**
 * The catalog lookup of catalog-matcher.ts on the database: the releases area's tables (releases,
 * tracks), read only.
 */
import { sql } from 'drizzle-orm';
import { EARNING_RELEASE_STATUSES } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { CatalogLookup } from './catalog-matcher.js';
import { numberArray, queryRows, textArray } from '../../platform/sql-arrays.js';

/**
 * The lookup as two queries on `db` (the releases area's tables, read only). Only releases an
 * operator approved are matched (EARNING_RELEASE_STATUSES): a draft carrying someone else's ISRC
 * or UPC collects nothing.
 */
export function catalogLookupOn(db: DbExecutor): CatalogLookup {
  const earning = numberArray(EARNING_RELEASE_STATUSES);
  return async (isrcs, gtins) => {
    const tracks =
      isrcs.length === 0
        ? []
        : await queryRows<{ isrc: string; track_id: number; release_id: number; user_id: number }>(
            db,
            sql`
      SELECT t.isrc, t.id AS track_id, t.release_id, r.user_id
      FROM tracks t JOIN releases r ON r.id = t.release_id
      WHERE t.isrc = ANY(${textArray(isrcs)}::text[]) AND r.status = ANY(${earning}::int[])`,
          );
    const releases =
      gtins.length === 0
        ? []
        : await queryRows<{ gtin: string; id: number; user_id: number }>(
            db,
            sql`
      SELECT gtin, id, user_id FROM releases
      WHERE gtin = ANY(${textArray(gtins)}::text[]) AND status = ANY(${earning}::int[])`,
          );
    return {
      tracks: tracks.map((r) => ({
        isrc: r.isrc,
        trackId: Number(r.track_id),
        releaseId: Number(r.release_id),
        ownerUserId: Number(r.user_id),
      })),
      releases: releases.map((r) => ({ gtin: r.gtin, releaseId: Number(r.id), ownerUserId: Number(r.user_id) })),
    };
  };
}
