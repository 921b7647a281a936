// The releases area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export {
  checkReleaseForPublish,
  checkReleasesForPublish,
  formPathOfStylePath,
  styleInput,
  type PublishCheck,
} from './check-release-for-publish.js';
export { loadDeliverableRelease, type DeliverableRelease } from './deliverable-release.js';
export { containsPattern, coverUrls, listReleases, type ReleaseListFilter } from './list-releases.js';
export { listReleasesWithTracks, type ReleaseWithTracks } from './list-releases-with-tracks.js';
export {
  findOwnRelease,
  findRelease,
  loadReleaseParts,
  loadReleasesParts,
  type ReleaseArtistRow,
  type ReleaseParts,
  type ReleaseRow,
  type TrackRow,
} from './load-release.js';
export { markReleaseLive } from './mark-release-live.js';
export { hasLiveRelease } from './has-live-release.js';
export { presentRelease, presentTrack, releaseIsLive } from './present-release.js';
export { registerReleaseRoutes } from './routes.js';
export { parentalWarningOf } from './save-tracks.js';
export { recordReleaseEvent, setReleaseStatus } from './set-release-status.js';
export { findTrackIdsWithCover, isFileUsedByRelease } from './file-uses.js';
export { findOwnTrack, findTracksWithReleases, trackCatalog } from './track-catalog.js';
export {
  findReleaseArtists,
  findReleaseOrNull,
  findReleasesByIds,
  findReleaseTrack,
  findReleaseTracks,
  listReleasesInStatuses,
  lockRelease,
} from './find-releases.js';
export { writeEditedRelease } from './write-edited-release.js';
export { listOwnReleaseEvents, type ReleaseEventRow } from './list-release-events.js';
export { initRelease } from './init-release.js';
export {
  acceptIsrcClaim,
  listPendingIsrcClaims,
  refuseWhileIsrcClaimPending,
  rejectIsrcClaim,
} from './isrc-claims.js';
export { publishRelease } from './publish-release.js';
export { saveRelease } from './save-release.js';
export { saveTracks } from './save-tracks.js';
export { findMatchTarget, searchEarningCatalog, type EarningCatalogTrack } from './search-earning-catalog.js';
export { listDeliveredUpcs } from './list-delivered-upcs.js';
export { findReleasesByGtins, findTracksByIsrcs, type CatalogTrackByCode } from './find-catalog-by-codes.js';
export { searchOwnCatalog, type OwnCatalogMatch } from './search-own-catalog.js';
