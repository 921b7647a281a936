// The artist-search area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerArtistSearchRoutes } from './routes.js';
export { lookUpArtistProfile } from './look-up-artist-profile.js';
export { createArtistSearchProviders, installArtistSearchProviders } from './registry.js';
