export { requestPayout } from './payout-requests.js';
export { approvePayout, rejectPayout } from './review-payouts.js';
export { registerPayoutRoutes } from './routes.js';
