// The analytics area's public surface: other areas, app.ts, workers and the seed import only this file.
export { ALL_COUNTRIES, type AnalyticsFact, AnalyticsFactWriter } from './fact-writer.js';
