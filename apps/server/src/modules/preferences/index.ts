// The preferences area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerPreferenceRoutes } from './routes.js';
export { artistNameKey, findArtistIsnis } from './find-artist-isnis.js';
export { listArtistProfileLinks, type ArtistProfileLink } from './artist-profile-links.js';
