export { registerArtistSearchRoutes } from './routes.js';
