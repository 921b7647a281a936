/**
 * Daily trend reports of the platforms (streams, listeners, shazams, creations…): one layout per
 * platform (layouts.ts, as data) and one streaming reader, in batches of rows held column by
 * column (an import) or as objects (tests, small files).
 *
 *   const layout = trendLayoutOf('spotify');
 *   for await (const batch of readTrendBatches(createReadStream(path), layout)) ...
 */
export * from './layout-types.js';
export { TREND_LAYOUTS, TREND_PLATFORMS, trendLayoutOf } from './layouts.js';
export { readTrendRowBatches, readTrendRows, trendItemOf } from './read-trend-rows.js';
export { readTrendBatches, TrendBatch, type TrendCode, type TrendDictionary } from './trend-batches.js';
export { resolveTrendColumns } from './trend-columns.js';
export { readCountry, readDimensionValue } from './trend-values.js';
