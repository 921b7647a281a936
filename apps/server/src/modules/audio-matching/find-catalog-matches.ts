import { and, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { CatalogMatch } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { buildFingerprintIndex } from './fingerprint-index.js';
import { type ClipFingerprint, matchFingerprint } from './match-fingerprint.js';
import { catalogFingerprints } from './tables.js';

/** Which recordings a clip is compared with: one account's (usage discovery) or the whole catalog (track scan). */
export interface CatalogScope {
  userId?: number;
  /** Tracks left out: the track being scanned, when it is itself in the catalog. */
  excludeTrackIds?: readonly number[];
}

/**
 * Recordings compared with one clip, chosen by the database: those sharing the most distinct items
 * with it (a GIN index over each fingerprint's items). A copy shares dozens; the rest of the
 * catalog shares a few by chance, so the matcher reads a bounded number of fingerprints however
 * large the catalog grows.
 */
const MAX_CANDIDATES = 100;

/** The catalog tracks heard in a clip, with their segments, longest match first. */
export async function findCatalogMatches(
  deps: AppDeps,
  clip: ClipFingerprint,
  scope: CatalogScope = {},
): Promise<CatalogMatch[]> {
  const clipKeys = [...new Set(Array.from(clip.items, (item) => item | 0))];
  if (clipKeys.length === 0) return [];
  const keysLiteral = `{${clipKeys.join(',')}}`;
  const shared = sql<number>`cardinality(array(select unnest(${catalogFingerprints.itemKeys}) intersect select unnest(${keysLiteral}::int[])))`;
  const conditions = [sql`${catalogFingerprints.itemKeys} && ${keysLiteral}::int[]`];
  if (scope.userId !== undefined) conditions.push(eq(catalogFingerprints.userId, scope.userId));
  if (scope.excludeTrackIds?.length)
    conditions.push(not(inArray(catalogFingerprints.trackId, [...scope.excludeTrackIds])));
  const candidates = await deps.db
    .select({
      trackId: catalogFingerprints.trackId,
      items: catalogFingerprints.items,
      itemSeconds: catalogFingerprints.itemSeconds,
      durationSeconds: catalogFingerprints.durationSeconds,
    })
    .from(catalogFingerprints)
    .where(and(...conditions))
    .orderBy(desc(shared), catalogFingerprints.trackId)
    .limit(MAX_CANDIDATES);
  return matchFingerprint(buildFingerprintIndex(candidates), clip);
}
