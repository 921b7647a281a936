export { registerSubscriptionRoutes } from './routes.js';
export { grantSubscription, isSubscriptionRequired, setSubscriptionRequired, subscriptionOf } from './service.js';
