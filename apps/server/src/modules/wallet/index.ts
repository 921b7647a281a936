export { registerWalletRoutes } from './routes.js';
export { confirmTransfer, initTransfer } from './transfer-operations.js';
