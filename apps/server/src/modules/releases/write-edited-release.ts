import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { ReleaseParts } from './load-release.js';
import { parentalWarningOf } from './save-tracks.js';
import { releaseArtists, releases, tracks } from './tables.js';

/**
 * Writes an edit request the operator approved (the edit-requests area decides, this writes).
 * The save operations only accept drafts; this one writes a delivered release, and only the
 * columns an edit can change (see RELEASE_EDIT_SECTIONS and TRACK_EDIT_FIELDS); status stays
 * with set-release-status.
 */
export async function writeEditedRelease(
  tx: DbExecutor,
  before: ReleaseParts,
  after: ReleaseParts,
  at: Date,
): Promise<void> {
  const r = after.release;
  await tx
    .update(releases)
    .set({
      title: r.title,
      version: r.version,
      versionRemix: r.versionRemix,
      versionCoverSongs: r.versionCoverSongs,
      label: r.label,
      catalogNumber: r.catalogNumber,
      primaryGenre: r.primaryGenre,
      secondaryGenre: r.secondaryGenre,
      language: r.language,
      releaseDate: r.releaseDate,
      originalReleaseDate: r.originalReleaseDate,
      cLineYear: r.cLineYear,
      cLine: r.cLine,
      pLineYear: r.pLineYear,
      pLine: r.pLine,
      artworkFileId: r.artworkFileId,
      territories: r.territories,
      storeIds: r.storeIds,
      deliveryFlags: r.deliveryFlags,
      timeZone: r.timeZone,
      releaseTime: r.releaseTime,
      // An explicit flag edited on a track changes the release's warning, as save/tracks does.
      parentalWarning: parentalWarningOf(after.tracks),
      updatedAt: at,
    })
    .where(eq(releases.id, r.id));
  if (after.artists !== before.artists) {
    await tx.delete(releaseArtists).where(eq(releaseArtists.releaseId, r.id));
    if (after.artists.length > 0) {
      await tx
        .insert(releaseArtists)
        .values(after.artists.map(({ id: _id, ...artist }) => ({ ...artist, releaseId: r.id })));
    }
  }
  for (const track of after.tracks) {
    const old = before.tracks.find((row) => row.id === track.id);
    if (old && JSON.stringify(old) === JSON.stringify(track)) continue;
    await tx
      .update(tracks)
      .set({
        title: track.title,
        version: track.version,
        iswc: track.iswc,
        language: track.language,
        explicit: track.explicit,
        cleanVersion: track.cleanVersion,
        tiktokStartTime: track.tiktokStartTime,
        linerNote: track.linerNote,
        lyrics: track.lyrics,
        artists: track.artists,
        writers: track.writers,
        credits: track.credits,
        updatedAt: at,
      })
      .where(eq(tracks.id, track.id));
  }
}
