/**
 * An account's releases for a filter picker (analytics): those whose title contains the words,
 * whose UPC is the one typed (any GTIN form) or contains it, or with a track whose title contains
 * the words or whose ISRC is the one typed. Newest first, with every track of each.
 */
import { and, asc, desc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import { canonicalGtin, normalizeIsrc } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { containsPattern, coverUrls } from './list-releases.js';
import { releases, tracks } from './tables.js';

export interface OwnCatalogMatch {
  id: number;
  title: string;
  upc: string | null;
  cover: string | null;
  tracks: { id: number; title: string; isrc: string | null }[];
}

export async function searchOwnCatalog(
  db: DbExecutor,
  userId: number,
  input: { query: string; limit: number },
): Promise<OwnCatalogMatch[]> {
  const query = input.query.trim();
  if (query === '') return [];
  // "#42" is the release the pages show as "Release #42" (a filter read from a shared link).
  const byId = /^#(\d{1,9})$/.exec(query);
  const pattern = containsPattern(query);
  const gtin = canonicalGtin(query);
  const isrc = normalizeIsrc(query);
  const trackMatches = db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.releaseId, releases.id), or(ilike(tracks.title, pattern), eq(tracks.isrc, isrc))));
  const found = await db
    .select({ id: releases.id, title: releases.title, upc: releases.upc, artworkFileId: releases.artworkFileId })
    .from(releases)
    .where(
      and(
        eq(releases.userId, userId),
        byId
          ? eq(releases.id, Number(byId[1]))
          : or(
              ilike(releases.title, pattern),
              ilike(releases.upc, pattern),
              gtin ? eq(releases.gtin, gtin) : undefined,
              exists(trackMatches),
            ),
      ),
    )
    .orderBy(desc(releases.createdAt), desc(releases.id))
    .limit(input.limit);
  if (found.length === 0) return [];
  const trackRows = await db
    .select({ id: tracks.id, releaseId: tracks.releaseId, title: tracks.title, isrc: tracks.isrc })
    .from(tracks)
    .where(
      inArray(
        tracks.releaseId,
        found.map((release) => release.id),
      ),
    )
    .orderBy(asc(tracks.releaseId), asc(tracks.position), asc(tracks.id));
  return found.map((release) => ({
    id: release.id,
    title: release.title,
    upc: release.upc,
    cover: coverUrls(release.artworkFileId)?.medium ?? null,
    tracks: trackRows
      .filter((track) => track.releaseId === release.id)
      .map((track) => ({ id: track.id, title: track.title, isrc: track.isrc })),
  }));
}
