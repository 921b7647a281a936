import { keepInitArtists, newReleaseDefaults, type InitReleaseRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { recordReleaseEvent } from './set-release-status.js';
import { releaseArtists, releases } from './tables.js';

/** A new draft (status 0) with the release defaults and the primary artists chosen so far. */
export async function initRelease(deps: AppDeps, userId: number, input: InitReleaseRequest): Promise<{ id: number }> {
  const now = deps.clock.now();
  const defaults = newReleaseDefaults(now);
  const artists = keepInitArtists(input.primaryArtists);
  return deps.db.transaction(async (tx) => {
    const [release] = await tx
      .insert(releases)
      .values({
        userId,
        status: 0,
        type: input.type ?? defaults.type,
        title: input.title ?? '',
        primaryGenre: defaults.primaryGenre,
        language: defaults.language,
        licensingType: defaults.licensingType,
        releaseDate: defaults.releaseDate,
        cLineYear: defaults.copyright.licensing.year,
        pLineYear: defaults.copyright.soundRecording.year,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: releases.id });
    if (artists.length > 0) {
      await tx.insert(releaseArtists).values(
        artists.map((artist, position) => ({
          releaseId: release.id,
          position,
          name: artist.name,
          roles: artist.roles,
          spotifyId: artist.spotifyId,
          appleId: artist.appleId,
          isni: artist.isni ?? '',
        })),
      );
    }
    await recordReleaseEvent(tx, { releaseId: release.id, actorUserId: userId, action: 'created', at: now });
    return { id: release.id };
  });
}
