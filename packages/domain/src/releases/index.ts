export * from './release-status.js';
export * from './release-defaults.js';
export * from './roles.js';
export * from './send-rules.js';
export * from './ugc-stores.js';
