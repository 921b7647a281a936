export * from './channel-names.js';
export * from './sales-figures.js';
export * from './exchange-rate.js';
export * from './statement-identity.js';
export * from './accounting-period.js';
export * from './rate-sources.js';
export * from './reference-rates-csv.js';
