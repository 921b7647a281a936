export { notifyReleaseOwner, releaseLabel } from './notify-release-owner.js';
export { registerReleaseReviewRoutes } from './routes.js';
export { DELIVERED_STATUSES } from './takedown-requests.js';
