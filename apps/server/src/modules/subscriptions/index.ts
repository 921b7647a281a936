// The subscriptions area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerSubscriptionRoutes } from './routes.js';
export { grantSubscription, isSubscriptionRequired, setSubscriptionRequired, subscriptionOf } from './service.js';
export { distributionFeeRatesOf, setAccountDistributionFee, setPlanDistributionFee } from './distribution-fees.js';
export { readOperatorFlag, writeOperatorFlag } from './operator-flags.js';
