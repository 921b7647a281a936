export { requestPayout } from './payout-requests.js';
export { approvePayout, rejectPayout } from './review-payouts.js';
export { registerPayoutRoutes } from './routes.js';
export { exportApprovedPayouts } from './export-payouts.js';
export { connectBank, listPayoutMethods } from './payout-methods.js';
