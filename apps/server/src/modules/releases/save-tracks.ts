import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ISRC_ALREADY_USED, normalizeIsrc, type SaveTracksRequest, type TrackInput } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { checkSavedFiles } from './check-saved-files.js';
import { findOwnRelease } from './load-release.js';
import {
  type ClaimedCode,
  findIsrcHolders,
  type IsrcHolder,
  needsIsrcClaim,
  notifyIsrcClaimed,
  syncIsrcClaims,
} from './isrc-claims.js';
import { lockOwnDraft } from './save-release.js';
import { releases, tracks } from './tables.js';

export const UNKNOWN_TRACK = 'This track does not belong to the release';

/** ERN ParentalWarningType of the release: one explicit track makes it explicit (Apple). */
export function parentalWarningOf(list: readonly Pick<TrackInput, 'explicit' | 'cleanVersion'>[]): string {
  if (list.some((track) => track.explicit)) return 'Explicit';
  if (list.some((track) => track.cleanVersion)) return 'ExplicitContentEdited';
  return 'NotExplicit';
}

function columnsOf(track: TrackInput, position: number, now: Date, claimed: boolean) {
  return {
    position,
    audioFileId: track.audioFileId,
    title: track.title,
    version: track.version,
    // Empty = Liner assigns one at publish; the unique index only sees real codes. A claimed code
    // waits in its claim until an operator accepts it.
    isrc: track.isrc === '' || claimed ? null : normalizeIsrc(track.isrc),
    iswc: track.iswc,
    language: track.language,
    explicit: track.explicit,
    cleanVersion: track.cleanVersion,
    tiktokStartTime: track.tiktokStartTime,
    lyrics: track.lyrics,
    linerNote: track.linerNote,
    artists: track.artists,
    writers: track.writers,
    credits: track.credits,
    updatedAt: now,
  };
}

/**
 * Replaces the release's track list with the one sent: tracks sent with an id keep it (and
 * their duration), tracks left out are removed, new ones are added, positions follow the list.
 */
export async function saveTracks(
  deps: AppDeps,
  userId: number,
  input: SaveTracksRequest,
): Promise<{ id: number; position: number }[]> {
  await findOwnRelease(deps.db, userId, input.release_id);
  await checkSavedFiles(
    deps,
    userId,
    input.tracks.flatMap((track, index) =>
      track.audioFileId === null
        ? []
        : [{ field: `tracks.${index}.audioFileId`, fileId: track.audioFileId, kind: 'audio' as const }],
    ),
  );
  const now = deps.clock.now();
  try {
    const { saved, newClaims, releaseTitle } = await replaceTracks(deps, userId, input, now);
    await notifyIsrcClaimed(deps, userId, releaseTitle, newClaims);
    return saved;
  } catch (error) {
    // One code twice in one release, raced past the check: the release's unique index decides.
    if (isUniqueViolation(error, 'tracks_release_isrc_unique')) throw fieldError('tracks', ISRC_ALREADY_USED);
    throw error;
  }
}

/**
 * Saves typing the same codes wait for each other until commit: an ISRC may sit on several
 * releases of one owner, so no unique index stops two accounts saving one new code at once.
 */
async function lockIsrcs(tx: DbExecutor, codes: string[]): Promise<void> {
  for (const code of [...new Set(codes)].sort()) {
    await queryRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`isrc:${code}`}))`);
  }
}

async function replaceTracks(deps: AppDeps, userId: number, input: SaveTracksRequest, now: Date) {
  return deps.db.transaction(async (tx) => {
    const release = await lockOwnDraft(tx, userId, input.release_id);
    const existing = await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.releaseId, input.release_id));
    const existingIds = new Set(existing.map((row) => row.id));
    input.tracks.forEach((track, index) => {
      if (track.id !== undefined && !existingIds.has(track.id)) throw fieldError(`tracks.${index}.id`, UNKNOWN_TRACK);
    });
    const codes = input.tracks.map((track) => (track.isrc === '' ? null : normalizeIsrc(track.isrc)));
    const typed = codes.filter((code): code is string => code !== null);
    // Codes of another account's approved recording are claimed (operator review), not refused.
    const claimedAt = new Map<number, IsrcHolder>();
    if (typed.length > 0) {
      await lockIsrcs(tx, typed);
      const used = await findIsrcHolders(tx, typed, input.release_id);
      const errors: Record<string, string[]> = {};
      codes.forEach((code, index) => {
        // The owner's own recording on another release (single, album, compilation) keeps its ISRC.
        const foreign = used.filter((row) => row.isrc === code && row.userId !== userId);
        const claimable = foreign.find((holder) => needsIsrcClaim(holder, userId));
        if (claimable) claimedAt.set(index, claimable);
        else if (foreign.length > 0) errors[`tracks.${index}.isrc`] = [ISRC_ALREADY_USED];
      });
      codes.forEach((code, index) => {
        if (code && codes.indexOf(code) !== index) errors[`tracks.${index}.isrc`] = [ISRC_ALREADY_USED];
      });
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { message: ISRC_ALREADY_USED, errors });
    }
    const keptIds = input.tracks.flatMap((track) => (track.id === undefined ? [] : [track.id]));
    await tx
      .delete(tracks)
      .where(
        and(eq(tracks.releaseId, input.release_id), keptIds.length > 0 ? notInArray(tracks.id, keptIds) : undefined),
      );
    // Clear kept codes first so that swapping two tracks' ISRCs does not trip the unique index midway.
    if (keptIds.length > 0) await tx.update(tracks).set({ isrc: null }).where(inArray(tracks.id, keptIds));
    const saved: { id: number; position: number }[] = [];
    for (const [position, track] of input.tracks.entries()) {
      const columns = columnsOf(track, position, now, claimedAt.has(position));
      if (track.id !== undefined) {
        await tx.update(tracks).set(columns).where(eq(tracks.id, track.id));
        saved.push({ id: track.id, position });
      } else {
        const [row] = await tx
          .insert(tracks)
          .values({ releaseId: input.release_id, createdAt: now, ...columns })
          .returning({ id: tracks.id });
        saved.push({ id: row.id, position });
      }
    }
    await tx
      .update(releases)
      .set({ parentalWarning: parentalWarningOf(input.tracks), updatedAt: now })
      .where(eq(releases.id, input.release_id));
    const claimed: ClaimedCode[] = [...claimedAt].map(([index, holder]) => ({
      trackId: saved[index].id,
      isrc: holder.isrc,
      holder,
    }));
    const newClaims = await syncIsrcClaims(tx, { releaseId: input.release_id, claimantUserId: userId, claimed, now });
    return { saved, newClaims, releaseTitle: release.title };
  });
}
