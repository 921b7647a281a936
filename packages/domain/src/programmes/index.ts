export * from './state-machine.js';
export * from './review-machine.js';
export * from './eligibility.js';
export * from './greenlist.js';
export * from './blocklist.js';
export * from './descriptors.js';
