// The analytics area's public surface: other areas, app.ts, workers and the seed import only this file.
export { ALL_COUNTRIES, type AnalyticsFact, AnalyticsFactWriter } from './fact-writer.js';
export type { AnalyticsPullSource, PullTrack, PulledCount } from './pull-source.js';
export { installPullSources } from './pull-sources.js';
export { ANALYTICS_PULL_QUEUE, registerAnalyticsPullWorkers } from './pull-worker.js';
