export type { IdentifierCheck } from './result.js';
export * from './isrc.js';
export * from './gtin.js';
export * from './iswc.js';
export * from './isrc-country-codes.js';
export * from './isni.js';
export * from './ipi.js';
export * from './placeholder-codes.js';
