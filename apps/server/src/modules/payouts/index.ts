// The payouts area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { requestPayout } from './payout-requests.js';
export { approvePayout, rejectPayout } from './review-payouts.js';
export { registerPayoutRoutes } from './routes.js';
export { exportApprovedPayouts } from './export-payouts.js';
export { markBatchPaid, syncPayoutBatch } from './settle-payouts.js';
export { connectBank, listPayoutMethods } from './payout-methods.js';
export { setTaxProfile } from './tax-profiles.js';
export { submitTaxInformation } from './submit-tax-information.js';
export { receiveTaxForm } from './receive-tax-form.js';
export { PAYOUT_SYNC_QUEUE, registerPayoutWorkers } from './sync-provider-batches.js';
