// The splits area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { allocateManyTrackEarnings, allocateTrackEarnings } from './allocate-earnings.js';
export { reverseSplitAllocations } from './reverse-allocations.js';
export { registerSplitRoutes } from './routes.js';
export { findTracksWithActiveSplit, splitPairKey, tracksWithSplits } from './split-queries.js';
export { invitedAddressOf } from './invited-address.js';
export { isCoverSharedWith } from './shared-cover.js';
export { listSplitPartners } from './list-split-partners.js';
export { confirmSplit } from './respond-to-split.js';
export { submitSplit } from './submit-split.js';
