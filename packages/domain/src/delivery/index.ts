export * from './store-state.js';
