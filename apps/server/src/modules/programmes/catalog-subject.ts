import { ALL_RELEASES, PROGRAMME_MESSAGES, type ProgrammeSubject } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findReleaseArtists, findReleaseOrNull, findReleaseTracks } from '../releases/index.js';

/** Another account's release or track answers 404, as any other id of theirs; the field says which. */
function notYours(field: string, message: string): AppError {
  return new AppError('NOT_FOUND', { message, errors: { [field]: [message] } });
}

/**
 * What a submission naming one of the account's releases (and maybe one of its tracks) is about:
 * the title, the release's first artist and the codes. Another account's release, or a track of
 * another release, is refused as if it did not exist.
 */
export async function releaseSubject(
  deps: AppDeps,
  accountId: number,
  releaseId: number,
  trackId: number | null,
): Promise<ProgrammeSubject> {
  const release = await findReleaseOrNull(deps.db, releaseId);
  if (!release || release.userId !== accountId) throw notYours('release_id', PROGRAMME_MESSAGES.release);
  const [artists, tracks] = await Promise.all([
    findReleaseArtists(deps.db, releaseId),
    trackId === null ? Promise.resolve([]) : findReleaseTracks(deps.db, releaseId),
  ]);
  const track = trackId === null ? null : tracks.find((candidate) => candidate.id === trackId);
  if (track === undefined) throw notYours('track_id', PROGRAMME_MESSAGES.track);
  // Artists are kept in the order the release lists them: the first is its main artist.
  const artist = artists[0];
  return {
    title: track?.title || release.title,
    artist_name: artist?.name ?? '',
    release_id: release.id,
    release_title: release.title,
    track_id: track?.id ?? null,
    isrc: track?.isrc ?? null,
    upc: release.upc,
  };
}

/** The subject of an entry that covers every release of the account. */
export function allReleasesSubject(artistName: string): ProgrammeSubject {
  return {
    title: ALL_RELEASES,
    artist_name: artistName,
    release_id: null,
    release_title: null,
    track_id: null,
    isrc: null,
    upc: null,
  };
}
