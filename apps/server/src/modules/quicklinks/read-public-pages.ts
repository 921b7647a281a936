import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  RELEASE_STATUS,
  SHORT_ID_PATTERN,
  SHORTS_MAX_PRIMARY_ARTISTS,
  type PublicLinkPage,
  type PublicShort,
  type PublicTrackPreview,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findReleaseOrNull, findTracksWithReleases, type ReleaseRow, type TrackRow } from '../releases/index.js';
import { getUploadedFile } from '../uploads/index.js';
import { platformName, primaryArtistNames, publicCoverPath } from './present-quicklink.js';
import { quicklinks } from './tables.js';

const S = RELEASE_STATUS;

/**
 * Releases that are at the stores: delivered or live (1, 6, 7), and those waiting on an edit (4)
 * or a takedown (8), which stay in the stores until the operator acts. Only these have public
 * track and shorts pages.
 */
const AT_THE_STORES: number[] = [S.DELIVERED, S.UPDATE_DELIVERED, S.ACKNOWLEDGED, S.EDIT_PENDING, S.TAKEDOWN_PENDING];
/** A smart link may promote a submitted release before it is out (a pre-release link), not a draft or a removed one. */
const LINKABLE = (status: number) => status !== S.DRAFT && status !== S.TAKEN_DOWN;

const notFound = () => new AppError('NOT_FOUND');
const isPrimary = (roles: readonly string[]) => roles.some((role) => role.toLowerCase() === 'primary');

async function activeLinkOf(deps: AppDeps, where: ReturnType<typeof eq>) {
  const [row] = await deps.db
    .select()
    .from(quicklinks)
    .where(and(where, eq(quicklinks.status, 'active')));
  return row ?? null;
}

/** The public smart link page: the release and its enabled store links in the artist's order. */
export async function readPublicLink(deps: AppDeps, shortId: string): Promise<PublicLinkPage> {
  if (!SHORT_ID_PATTERN.test(shortId)) throw notFound();
  const link = await activeLinkOf(deps, eq(quicklinks.shortId, shortId));
  if (!link) throw notFound();
  const release = await findReleaseOrNull(deps.db, link.releaseId);
  if (!release || !LINKABLE(release.status)) throw notFound();
  const enabled = new Set(link.enabledStores);
  return {
    short_id: link.shortId,
    title: release.title,
    version: release.version,
    artists: await primaryArtistNames(deps.db, release.id),
    cover: publicCoverPath(release),
    release_date: release.releaseDate,
    stores: link.stores
      .filter((store) => enabled.has(store.platform))
      .map((store) => ({
        platform: store.platform,
        name: platformName(store.platform),
        url: store.url,
        go: `/api/public/links/${encodeURIComponent(link.shortId)}/go/${encodeURIComponent(store.platform)}`,
      })),
  };
}

async function publicTrack(deps: AppDeps, trackId: number): Promise<{ track: TrackRow; release: ReleaseRow }> {
  const found = (await findTracksWithReleases(deps.db, [trackId])).get(trackId);
  if (!found) throw notFound();
  const { track, release } = found;
  if (!AT_THE_STORES.includes(release.status)) throw notFound();
  return { track, release };
}

/** /track/{id}: a track of a release at the stores (404 for any other). */
export async function readPublicTrack(deps: AppDeps, trackId: number): Promise<PublicTrackPreview> {
  const { track, release } = await publicTrack(deps, trackId);
  return {
    id: track.id,
    title: track.title,
    version: track.version,
    artists: track.artists.map((artist) => ({ name: artist.name, roles: artist.roles })),
    isrc: track.isrc,
    duration_seconds: track.durationSeconds,
    explicit: track.explicit,
    cover: publicCoverPath(release),
    release: {
      id: release.id,
      title: release.title,
      artists: await primaryArtistNames(deps.db, release.id),
      release_date: release.releaseDate,
      label: release.label,
    },
  };
}

/** /shorts/{id}: title, at most 3 primary artists, cover, copyright and phonogram lines. */
export async function readPublicShort(deps: AppDeps, trackId: number): Promise<PublicShort> {
  const { track, release } = await publicTrack(deps, trackId);
  const trackPrimary = track.artists.filter((artist) => isPrimary(artist.roles)).map((artist) => artist.name);
  const primary = trackPrimary.length > 0 ? trackPrimary : await primaryArtistNames(deps.db, release.id);
  return {
    id: track.id,
    title: track.title,
    primary_artists: primary.slice(0, SHORTS_MAX_PRIMARY_ARTISTS),
    cover: publicCoverPath(release),
    file_url: null,
    c_line: release.cLine,
    c_line_year: release.cLineYear,
    p_line: release.pLine,
    p_line_year: release.pLineYear,
  };
}

/**
 * The display copy of a release's artwork for public pages: only for a release at the stores
 * or one with an active smart link, so a draft's cover cannot be fetched by guessing ids.
 */
export async function openPublicCover(deps: AppDeps, releaseId: number): Promise<Readable> {
  const release = await findReleaseOrNull(deps.db, releaseId);
  if (!release || release.artworkFileId === null) throw notFound();
  const visible =
    AT_THE_STORES.includes(release.status) ||
    (LINKABLE(release.status) && (await activeLinkOf(deps, eq(quicklinks.releaseId, release.id))) !== null);
  if (!visible) throw notFound();
  // getUploadedFile checks ownership; the owner of a public cover is the release's owner.
  const file = await getUploadedFile(deps, release.userId, release.artworkFileId);
  const key = file?.previewStorageKey;
  if (!key || !(await deps.storage.exists(key))) throw notFound();
  return deps.storage.get(key);
}
