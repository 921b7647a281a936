// The current-user area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerCurrentUserRoutes } from './routes.js';
