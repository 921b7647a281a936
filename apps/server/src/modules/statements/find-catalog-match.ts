/**
 * The catalog lookup of catalog-matcher.ts on the database: the releases area's tables (releases,
 * tracks), read only, and this area's match aliases.
 */
import { sql } from 'drizzle-orm';
import { EARNING_RELEASE_STATUSES } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { CatalogLookup } from './catalog-matcher.js';
import { numberArray, queryRows, textArray } from '../../platform/sql-arrays.js';

/**
 * The lookup as a query per kind of key on `db` (the releases area's tables, read only). Only
 * releases an operator approved are matched (EARNING_RELEASE_STATUSES): a draft carrying someone
 * else's ISRC or UPC collects nothing, and an alias to a release taken back to draft neither.
 * An ISRC on several releases comes earliest release first (release date, then the first made).
 */
export function catalogLookupOn(db: DbExecutor): CatalogLookup {
  const earning = numberArray(EARNING_RELEASE_STATUSES);
  return async ({ isrcs, gtins, aliases }) => {
    const tracks =
      isrcs.length === 0
        ? []
        : await queryRows<{ isrc: string; track_id: number; release_id: number; user_id: number; gtin: string | null }>(
            db,
            sql`
      SELECT t.isrc, t.id AS track_id, t.release_id, r.user_id, r.gtin
      FROM tracks t JOIN releases r ON r.id = t.release_id
      WHERE t.isrc = ANY(${textArray(isrcs)}::text[]) AND r.status = ANY(${earning}::int[])
      ORDER BY t.isrc, coalesce(r.original_release_date, r.release_date) NULLS LAST, r.id`,
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
    const learned =
      aliases.length === 0
        ? []
        : await queryRows<{ match_key: string; track_id: number | null; release_id: number; user_id: number }>(
            db,
            sql`
      SELECT a.match_key, a.track_id, a.release_id, r.user_id
      FROM statement_match_aliases a JOIN releases r ON r.id = a.release_id
      WHERE a.match_key = ANY(${textArray(aliases)}::text[]) AND r.status = ANY(${earning}::int[])
        AND (a.track_id IS NULL OR EXISTS (SELECT 1 FROM tracks t WHERE t.id = a.track_id AND t.release_id = a.release_id))`,
          );
    return {
      tracks: tracks.map((r) => ({
        isrc: r.isrc,
        trackId: Number(r.track_id),
        releaseId: Number(r.release_id),
        ownerUserId: Number(r.user_id),
        gtin: r.gtin,
      })),
      releases: releases.map((r) => ({ gtin: r.gtin, releaseId: Number(r.id), ownerUserId: Number(r.user_id) })),
      aliases: learned.map((r) => ({
        key: r.match_key,
        trackId: r.track_id === null ? null : Number(r.track_id),
        releaseId: Number(r.release_id),
        ownerUserId: Number(r.user_id),
      })),
    };
  };
}
