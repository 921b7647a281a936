// The statements area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerStatementRoutes } from './routes.js';
export { STATEMENT_IMPORT_QUEUE, startStatementWorker } from './statement-worker.js';
export { createStatement, storeStatementFile } from './upload-statement.js';
