/**
 * Daily trend reports of the platforms (streams, listeners, shazams, creations…): one layout per
 * platform (layouts.ts, as data) and one streaming reader.
 *
 *   const layout = trendLayoutOf('spotify');
 *   for await (const batch of readTrendRowBatches(createReadStream(path), layout)) ...
 */
export * from './layout-types.js';
export { TREND_LAYOUTS, TREND_PLATFORMS, trendLayoutOf } from './layouts.js';
export { readTrendRowBatches, readTrendRows, resolveTrendColumns } from './read-trend-rows.js';
export { readCountry, readDimensionValue } from './trend-values.js';
