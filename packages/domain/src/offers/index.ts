export * from './priority-agreement.js';
export * from './advance-estimate.js';
export * from './profile-complete.js';
