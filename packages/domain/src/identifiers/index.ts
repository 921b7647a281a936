export type { IdentifierCheck } from './result.js';
export * from './isrc.js';
export * from './gtin.js';
export * from './iswc.js';
