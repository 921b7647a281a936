// The payments area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerPaymentRoutes } from './routes.js';
export {
  chargeOnce,
  linkPaymentToSubscription,
  postPaidCharge,
  type ChargeOnceInput,
  type ChargeOutcome,
  type PaymentRecord,
} from './charge-once.js';
export { cardRefused, findPaymentMethod, presentCard, providerUnavailable, saveCard } from './card-on-file.js';
export { latestPayments } from './billing-history.js';
export { paymentProviderFor, installStripeFetch } from './provider-registry.js';
export { isCardExpired } from './builtin-provider.js';
export type { CardFailure } from './payment-provider.js';
