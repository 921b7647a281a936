export * from './areas.js';
export * from './actor.js';
export * from './rules.js';
export * from './can.js';
export * from './presets.js';
export * from './programme-rules.js';
