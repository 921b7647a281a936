/**
 * The catalog as statement matching sees it: tracks of releases an operator approved (the ones
 * that earn, EARNING_RELEASE_STATUSES). The operator's unmatched-line search and a manual match's
 * target come from here, so a hand-made match follows the same rule as an automatic one.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { canonicalGtin, EARNING_RELEASE_STATUSES, normalizeIsrc } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { containsPattern } from './list-releases.js';
import { releaseArtists, releases, tracks } from './tables.js';

export interface EarningCatalogTrack {
  trackId: number;
  trackTitle: string;
  version: string;
  isrc: string | null;
  releaseId: number;
  releaseTitle: string;
  upc: string | null;
  /** The release's artists, in credited order, joined with ", ". */
  artist: string;
  ownerUserId: number;
  status: number;
}

const earning = () => inArray(releases.status, [...EARNING_RELEASE_STATUSES]);

/**
 * Tracks of approved releases whose title, release title or artist contains the words, or whose
 * ISRC or UPC (any GTIN form) is the one typed; at most `limit`, by release title then position.
 */
export async function searchEarningCatalog(
  db: DbExecutor,
  input: { query: string; limit: number },
): Promise<EarningCatalogTrack[]> {
  const query = input.query.trim();
  if (query === '') return [];
  const pattern = containsPattern(query);
  const isrc = normalizeIsrc(query);
  const gtin = canonicalGtin(query.replace(/[\s-]/g, ''));
  const byArtist = db
    .select({ releaseId: releaseArtists.releaseId })
    .from(releaseArtists)
    .where(ilike(releaseArtists.name, pattern));
  const rows = await db
    .select({
      trackId: tracks.id,
      trackTitle: tracks.title,
      version: tracks.version,
      isrc: tracks.isrc,
      releaseId: releases.id,
      releaseTitle: releases.title,
      upc: releases.upc,
      ownerUserId: releases.userId,
      status: releases.status,
    })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(
      and(
        earning(),
        or(
          ilike(tracks.title, pattern),
          ilike(releases.title, pattern),
          inArray(releases.id, byArtist),
          sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${tracks.artists}) a WHERE a->>'name' ILIKE ${pattern})`,
          isrc ? eq(tracks.isrc, isrc) : undefined,
          gtin ? eq(releases.gtin, gtin) : undefined,
        ),
      ),
    )
    .orderBy(asc(releases.title), asc(releases.id), asc(tracks.position))
    .limit(input.limit);
  const artists = await artistsOf(
    db,
    rows.map((row) => row.releaseId),
  );
  return rows.map((row) => ({ ...row, artist: artists.get(row.releaseId) ?? '' }));
}

async function artistsOf(db: DbExecutor, releaseIds: number[]): Promise<Map<number, string>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await db
    .select({ releaseId: releaseArtists.releaseId, name: releaseArtists.name })
    .from(releaseArtists)
    .where(inArray(releaseArtists.releaseId, [...new Set(releaseIds)]))
    .orderBy(asc(releaseArtists.releaseId), asc(releaseArtists.position));
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.releaseId, [...(names.get(row.releaseId) ?? []), row.name]);
  return new Map([...names].map(([id, list]) => [id, list.join(', ')]));
}

/**
 * A manual match's target: the track (with its release) or the release, its owner and status;
 * null when it does not exist. The caller refuses a release that does not earn.
 */
export async function findMatchTarget(
  db: DbExecutor,
  input: { trackId?: number; releaseId?: number },
): Promise<{ trackId: number | null; releaseId: number; ownerUserId: number; status: number } | null> {
  if (input.trackId) {
    const [row] = await db
      .select({ trackId: tracks.id, releaseId: releases.id, ownerUserId: releases.userId, status: releases.status })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(eq(tracks.id, input.trackId));
    return row ?? null;
  }
  const [row] = await db
    .select({ releaseId: releases.id, ownerUserId: releases.userId, status: releases.status })
    .from(releases)
    .where(eq(releases.id, input.releaseId ?? 0));
  return row ? { trackId: null, ...row } : null;
}
