// The platform-links area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerPlatformLinkRoutes } from './routes.js';
export { platformLinksSummary } from './load-platform-links.js';
export { installSpotifyAccounts } from './spotify-accounts-registry.js';
export { createDevelopmentSpotifyAccounts } from './development-spotify-accounts.js';
export { seedPlatformLinks } from './seed-platform-links.js';
