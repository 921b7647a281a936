import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { releaseStatusBadge, type Paginated, type ReleaseListRow } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { releaseIsLive } from './present-release.js';
import { releaseArtists, releases } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

export interface PageRequest {
  page: number;
  per_page: number;
  search?: string;
}

/** "%text%" for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The uploads area serves one display-size copy; the three cover sizes of the API all point at it. */
export function coverUrls(fileId: number | null) {
  if (fileId === null) return null;
  const url = `/api/distribution/files/${fileId}/preview`;
  return { fileId, plain: url, medium: url, large: url };
}

export interface ReleaseListFilter {
  status?: number;
  /** Any of these statuses (the dashboard's pending releases). */
  statuses?: readonly number[];
  /** Only releases sent to review at least once, the latest sent first (the dashboard's submissions). */
  submitted?: boolean;
}

/** The submissions list: the user's releases, newest first, searchable. */
export async function listReleases(
  deps: AppDeps,
  userId: number,
  query: PageRequest & ReleaseListFilter,
): Promise<Paginated<ReleaseListRow>> {
  const filters: (SQL | undefined)[] = [eq(releases.userId, userId)];
  if (query.status !== undefined) filters.push(eq(releases.status, query.status));
  if (query.statuses) filters.push(inArray(releases.status, [...query.statuses]));
  if (query.submitted) filters.push(isNotNull(releases.submittedAt));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        ilike(releases.title, pattern),
        ilike(releases.upc, pattern),
        ilike(releases.label, pattern),
        ilike(releases.catalogNumber, pattern),
        exists(
          deps.db
            .select({ id: releaseArtists.id })
            .from(releaseArtists)
            .where(and(eq(releaseArtists.releaseId, releases.id), ilike(releaseArtists.name, pattern))),
        ),
      ),
    );
  }
  const where = and(...filters);
  const [{ total }] = await deps.db.select({ total: count() }).from(releases).where(where);
  const rows = await deps.db
    .select()
    .from(releases)
    .where(where)
    .orderBy(...(query.submitted ? [desc(releases.submittedAt)] : []), desc(releases.createdAt), desc(releases.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const artists =
    rows.length === 0
      ? []
      : await deps.db
          .select({ releaseId: releaseArtists.releaseId, name: releaseArtists.name })
          .from(releaseArtists)
          .where(
            inArray(
              releaseArtists.releaseId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(releaseArtists.position));
  const now = deps.clock.now();
  const data = rows.map((row): ReleaseListRow => {
    const isLive = releaseIsLive(row, now);
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      submitted_at: row.submittedAt?.toISOString() ?? null,
      review_note: row.reviewNote,
      title: row.title,
      cover: coverUrls(row.artworkFileId),
      status: row.status,
      badge: releaseStatusBadge(row.status, isLive),
      release_date: row.releaseDate,
      original_release_date: row.originalReleaseDate,
      upc: row.upc,
      catalog_number: row.catalogNumber,
      label: row.label,
      language: row.language,
      primary_genre: row.primaryGenre,
      secondary_genre: row.secondaryGenre,
      version: row.version,
      license_type: row.licensingType,
      type: row.type,
      c_line: row.cLine,
      c_line_year: row.cLineYear,
      p_line: row.pLine,
      p_line_year: row.pLineYear,
      restrict_takedown: row.restrictTakedown,
      user_id: row.userId,
      artists: artists.filter((artist) => artist.releaseId === row.id).map((artist) => artist.name),
    };
  });
  return pageOf(data, Number(total), query);
}
