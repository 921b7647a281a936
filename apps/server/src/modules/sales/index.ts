// The sales area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { keyNames, releaseNames, trackNames } from './catalog-names.js';
export { salesBreakdown } from './query-sales.js';
export { SalesRollupRecorder, type RollupWrite } from './record-sales-rollups.js';
export { negatedRollupWrite } from './reverse-rollups.js';
export { registerSalesRoutes } from './routes.js';
export { applyStagedRollups, dropStagedRollups, stagedRollupBatches, stageRollups } from './staged-rollups.js';
export { upsertRollups } from './upsert-rollups.js';
