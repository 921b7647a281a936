import { eq } from 'drizzle-orm';
import { canonicalGtin, isEditableByOwner, UPC_ALREADY_USED, type SaveReleaseRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { checkSavedFiles } from './check-saved-files.js';
import { findOwnRelease } from './load-release.js';
import { releaseArtists, releases } from './tables.js';

export const ONLY_DRAFTS_EDITABLE = 'Only a draft can be changed here; ask for an edit instead';

/** Locks the user's release for a wizard write; 404 for another user's id, 409 once submitted. */
export async function lockOwnDraft(db: DbExecutor, userId: number, releaseId: number) {
  const release = await findOwnRelease(db, userId, releaseId);
  await db.select({ id: releases.id }).from(releases).where(eq(releases.id, releaseId)).for('update');
  if (!isEditableByOwner(release.status))
    throw new AppError('CONFLICT', { message: ONLY_DRAFTS_EDITABLE, reason: 'NOT_A_DRAFT' });
  return release;
}

/** Saves pages 0-2 of the wizard: every field of the release, the artists replaced as a list. */
export async function saveRelease(deps: AppDeps, userId: number, input: SaveReleaseRequest): Promise<{ id: number }> {
  await findOwnRelease(deps.db, userId, input.release_id);
  if (input.artworkFileId !== null)
    await checkSavedFiles(deps, userId, [{ field: 'artworkFileId', fileId: input.artworkFileId, kind: 'artwork' }]);
  try {
    await writeRelease(deps, userId, input);
  } catch (error) {
    // The unique index is the judge: a typed UPC another release already has is refused here.
    if (isUniqueViolation(error, 'releases_gtin_unique')) throw fieldError('upc.code', UPC_ALREADY_USED);
    throw error;
  }
  return { id: input.release_id };
}

async function writeRelease(deps: AppDeps, userId: number, input: SaveReleaseRequest): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockOwnDraft(tx, userId, input.release_id);
    await tx
      .update(releases)
      .set({
        type: input.type,
        title: input.title,
        version: input.version,
        versionRemix: input.versionInfo.remix,
        versionCoverSongs: input.versionInfo.coverSongs,
        label: input.label,
        upcProvided: input.upc.active,
        // An assigned UPC is only written at publish; a code typed and then switched off is dropped.
        ...typedUpc(input),
        catalogNumber: input.catalogNumber,
        primaryGenre: input.primaryGenre,
        secondaryGenre: input.secondaryGenre,
        language: input.language,
        releaseDate: input.releaseDate,
        originalReleaseDate: input.originalReleaseDate,
        licensingType: input.licensingType,
        licensingInfo: input.licensingInfo,
        cLineYear: input.copyright.licensing.year,
        cLine: input.copyright.licensing.name,
        pLineYear: input.copyright.soundRecording.year,
        pLine: input.copyright.soundRecording.name,
        artworkFileId: input.artworkFileId,
        territories: input.territories,
        storeIds: input.storeIds,
        deliveryFlags: input.deliveryFlags,
        timeZone: input.timeZone,
        releaseTime: input.releaseTime,
        updatedAt: now,
      })
      .where(eq(releases.id, input.release_id));
    await tx.delete(releaseArtists).where(eq(releaseArtists.releaseId, input.release_id));
    if (input.artists.length > 0) {
      await tx.insert(releaseArtists).values(
        input.artists.map((artist, position) => ({
          releaseId: input.release_id,
          position,
          name: artist.name,
          roles: artist.roles,
          spotifyId: artist.spotifyId,
          appleId: artist.appleId,
          isni: artist.isni ?? '',
        })),
      );
    }
  });
}

/** The typed UPC as shown (separators removed) and its canonical GTIN-14 key for the unique index. */
function typedUpc(input: SaveReleaseRequest): { upc: string | null; gtin: string | null } {
  const upc = input.upc.active && input.upc.code !== '' ? input.upc.code.replace(/[\s-]/g, '') : null;
  return { upc, gtin: upc === null ? null : canonicalGtin(upc) };
}
