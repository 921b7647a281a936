// The wallet area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerWalletRoutes } from './routes.js';
export { haveMoneyRelationship } from './find-potential-receivers.js';
export { confirmTransfer, initTransfer } from './transfer-operations.js';
