// The delivery area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { DELIVERY_QUEUE } from './deliver-to-store.js';
export { ACK_POLL_QUEUE } from './poll-store-acknowledgements.js';
export { registerDeliveryWorkers } from './register-delivery-workers.js';
export { requestDelivery } from './request-delivery.js';
export { registerDeliveryRoutes } from './routes.js';
export { registerStorePriceCodeRoutes } from './price-code-routes.js';
export { acknowledgeDelivery } from './acknowledge-delivery.js';
export { deliverPendingInline } from './deliver-pending-inline.js';
export { updateStoreConnection } from './store-connections.js';
export { type StoreTrendFolder, visitStoreTrendFolders } from './store-trend-folders.js';
