// The subscriptions area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerSubscriptionRoutes } from './routes.js';
export { grantSubscription, isSubscriptionRequired, setSubscriptionRequired, subscriptionOf } from './service.js';
export { distributionFeeRatesOf, setAccountDistributionFee, setPlanDistributionFee } from './distribution-fees.js';
export { readOperatorFlag, writeOperatorFlag } from './operator-flags.js';
export { registerBillingRoutes } from './billing-routes.js';
export { registerPlanRoutes } from './plan-routes.js';
export { installSubscriptionGate, assertSubscribed } from './subscription-gate.js';
export { registerRenewalWorkers, RENEWAL_QUEUE } from './renewal-workers.js';
export { renewDueSubscriptions } from './renew-subscriptions.js';
export { createSubscription } from './create-subscription.js';
export { listPlanRows } from './plans.js';
