// The analytics area's public surface: other areas, app.ts, workers and the seed import only this file.
export { ALL_COUNTRIES, type AnalyticsFact, AnalyticsFactWriter } from './fact-writer.js';
export type { AnalyticsPullSource, PullTrack, PulledCount } from './pull-source.js';
export { installPullSources } from './pull-sources.js';
export { ANALYTICS_PULL_QUEUE, registerAnalyticsPullWorkers } from './pull-worker.js';
export { registerAnalyticsIngestRoutes } from './ingest-routes.js';
export { importTrendFile, type TrendFileInput } from './import-trend-file.js';
export { startTrendImportWorker, TREND_IMPORT_QUEUE } from './trend-import-worker.js';
export { registerAnalyticsRoutes } from './routes.js';
export { type FactBatchInput, type WrittenFactBatch, writeFactBatch } from './fact-batches.js';
export { deriveStatementStreams, type StatementStreamsOutcome } from './statement-streams.js';
export { settleStatementStreams } from './statement-streams-settle.js';
export { registerStatementStreamWorkers, STATEMENT_STREAMS_SWEEP_QUEUE } from './statement-streams-worker.js';
export { pickUpTrendFiles, TREND_PICKUP_QUEUE } from './trend-folder-pickup.js';
