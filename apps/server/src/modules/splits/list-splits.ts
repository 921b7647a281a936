import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SplitCollabPage, SplitListQuery, SplitReleaseTrackPage, SplitSubmissionPage } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { UserRow } from '../auth/index.js';
import { pageOf } from '../../platform/page-of.js';
import { containsPattern, coverUrls, trackCatalog } from '../releases/index.js';
import { invitedAddressOf } from './invited-address.js';
import { loadSubmissions } from './present-split.js';
import { splitPayees, splits, splitVersions } from './tables.js';

type TrackCatalog = ReturnType<typeof trackCatalog>;

function trackSearch(catalog: TrackCatalog, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(catalog.trackTitle, pattern), ilike(catalog.isrc, pattern), ilike(catalog.releaseTitle, pattern));
}

/** GET split: the owner's splits, newest first, with the payees of each one's newest version. */
export async function listOwnSplits(
  db: DbExecutor,
  owner: UserRow,
  query: SplitListQuery,
): Promise<SplitSubmissionPage> {
  const catalog = trackCatalog();
  const where = and(eq(splits.ownerUserId, owner.id), trackSearch(catalog, query.search));
  const [{ total }] = await db
    .select({ total: count() })
    .from(splits)
    .innerJoin(catalog, eq(catalog.trackId, splits.trackId))
    .where(where);
  const rows = await db
    .select({ id: splits.id })
    .from(splits)
    .innerJoin(catalog, eq(catalog.trackId, splits.trackId))
    .where(where)
    .orderBy(desc(splits.createdAt), desc(splits.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageOf(
    await loadSubmissions(
      db,
      rows.map((row) => row.id),
    ),
    Number(total),
    query,
  );
}

/** The newest version of each split, as a correlated condition. */
const isNewestVersion = sql`${splitVersions.version} = (select max(v.version) from split_versions v where v.split_id = ${splitVersions.splitId})`;

/** GET split/collabs: splits whose newest version names me as a payee, with my answer. */
export async function listSplitCollabs(db: DbExecutor, user: UserRow, query: SplitListQuery): Promise<SplitCollabPage> {
  const email = invitedAddressOf(user);
  if (email === null) return pageOf([], 0, query);
  const catalog = trackCatalog();
  const where = and(eq(splitPayees.email, email), isNewestVersion, trackSearch(catalog, query.search));
  const [{ total }] = await db
    .select({ total: count() })
    .from(splitPayees)
    .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
    .innerJoin(splits, eq(splits.id, splitVersions.splitId))
    .innerJoin(catalog, eq(catalog.trackId, splits.trackId))
    .where(where);
  const rows = await db
    .select({ splitId: splits.id })
    .from(splitPayees)
    .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
    .innerJoin(splits, eq(splits.id, splitVersions.splitId))
    .innerJoin(catalog, eq(catalog.trackId, splits.trackId))
    .where(where)
    .orderBy(desc(splits.createdAt), desc(splits.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const submissions = await loadSubmissions(
    db,
    rows.map((row) => row.splitId),
  );
  const data = submissions.map((submission) => {
    const me = submission.payees.find((payee) => payee.email === email)!;
    return {
      id: submission.id,
      status: me.status,
      share: me.share,
      held: me.held,
      startDate: submission.effectiveFrom,
      endDate: submission.endedOn,
      cover: submission.cover,
      track: submission.track,
      release: submission.release,
      owner: submission.owner,
      condition: submission.condition,
      payees: submission.payees,
    };
  });
  return pageOf(data, Number(total), query);
}

/** GET split/releases: the owner's tracks for the picker; a track with an active split is disabled. */
export async function listSplitTracks(
  db: DbExecutor,
  owner: UserRow,
  query: SplitListQuery,
): Promise<SplitReleaseTrackPage> {
  const catalog = trackCatalog();
  const where = and(eq(catalog.releaseUserId, owner.id), trackSearch(catalog, query.search));
  const [{ total }] = await db.select({ total: count() }).from(catalog).where(where);
  const rows = await db
    .select({
      trackId: catalog.trackId,
      releaseId: catalog.releaseId,
      trackTitle: catalog.trackTitle,
      releaseTitle: catalog.releaseTitle,
      upc: catalog.upc,
      isrc: catalog.isrc,
      artworkFileId: catalog.artworkFileId,
      releaseStatus: catalog.releaseStatus,
      splitId: splits.id,
    })
    .from(catalog)
    .leftJoin(splits, and(eq(splits.trackId, catalog.trackId), eq(splits.status, 'active')))
    .where(where)
    .orderBy(desc(catalog.releaseCreatedAt), desc(catalog.releaseId), catalog.position)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const data = rows.map(({ splitId, ...track }) => ({
    id: track.trackId,
    releaseId: track.releaseId,
    title: track.trackTitle,
    releaseTitle: track.releaseTitle,
    upc: track.upc,
    isrc: track.isrc,
    cover: coverUrls(track.artworkFileId)?.plain ?? null,
    status: track.releaseStatus,
    hasSplit: splitId !== null,
    disabled: splitId !== null,
  }));
  return pageOf(data, Number(total), query);
}
