// The offers area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { acceptPriority } from './accept-priority.js';
export { acceptAdvance } from './accept-advance.js';
export { updateAccountOffers } from './account-offers.js';
export { advanceRepayments, type RepaymentContext } from './recoup-advances.js';
export { registerOfferRoutes } from './routes.js';
export { advanceEstimateOf } from './advance-estimate.js';
