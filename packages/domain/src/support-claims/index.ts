export * from './youtube-video.js';
export * from './claim-summary.js';
export * from './dmca-decisions.js';
