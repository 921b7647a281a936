export { registerStatementRoutes } from './routes.js';
export { STATEMENT_IMPORT_QUEUE, startStatementWorker } from './statement-worker.js';
export { createStatement, storeStatementFile } from './upload-statement.js';
