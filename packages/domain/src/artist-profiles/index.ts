export * from './platforms.js';
export * from './parse-profile-url.js';
export * from './search-rules.js';
export * from './preferences-to-release-defaults.js';
