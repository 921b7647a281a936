import type { PickerReleasePage, PickerReleaseQuery } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { listReleasesWithTracks } from '../releases/index.js';
import { findTracksWithActiveSplit } from '../splits/index.js';

/**
 * GET releases/picker: a page of the account's releases with their tracks, for the release
 * pickers. A track with an active royalty split says so (hasSplit). Chart registration does not
 * exist yet, so no release has a nielsenStatus: every release answers null until it does.
 */
export async function listPickerReleases(
  deps: AppDeps,
  accountId: number,
  query: PickerReleaseQuery,
): Promise<PickerReleasePage> {
  const page = await listReleasesWithTracks(deps.db, accountId, query);
  const withSplit = await findTracksWithActiveSplit(
    deps.db,
    page.data.flatMap((release) => release.tracks.map((track) => track.id)),
  );
  return {
    ...page,
    data: page.data.map((release) => ({
      id: release.id,
      title: release.title,
      img: release.coverUrl,
      upc: release.upc,
      nielsenStatus: null,
      tracks: release.tracks.map((track) => ({ ...track, hasSplit: withSplit.has(track.id) })),
    })),
  };
}
