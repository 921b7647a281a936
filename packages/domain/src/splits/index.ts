export * from './shares.js';
export * from './allocate.js';
export * from './validate-split.js';
export * from '../contracts/splits.js';
