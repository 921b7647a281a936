// The statements area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { reversedStatements } from './present-statement.js';
export { closeAccountingPeriod } from './accounting-periods.js';
export { reverseStatement } from './reverse-statement.js';
export { registerStatementRoutes } from './routes.js';
export {
  INTERRUPTED_SWEEP_QUEUE,
  STATEMENT_IMPORT_QUEUE,
  startStatementWorker,
  sweepInterrupted,
} from './statement-worker.js';
export { createStatement, storeStatementFile } from './upload-statement.js';
export { resumeWaitingImports, waitingRateNeeds } from './resume-waiting-imports.js';
export { RATE_RETRY_QUEUE, startRateRetryWorker } from './retry-waiting-imports.js';
export { STATEMENT_SETTLED_QUEUE, type StatementSettledJob } from './statement-events.js';
export {
  importedStatementIds,
  type StatementStreamSale,
  statementStatus,
  statementStreamSales,
} from './stream-sales.js';
