// The release-review area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { notifyReleaseOwner, releaseLabel } from './notify-release-owner.js';
export { registerReleaseReviewRoutes } from './routes.js';
export { DELIVERED_STATUSES } from './takedown-requests.js';
export { approveRelease } from './approve-release.js';
export { approveTakedown } from './decide-takedown.js';
export { rejectRelease } from './reject-release.js';
export { requestTakedown } from './request-takedown.js';
export { findReviewProblems, type ReviewProblemList } from './review-problems.js';
export { takeDownOnNotice } from './take-down-on-notice.js';
