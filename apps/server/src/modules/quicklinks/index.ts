// The quicklinks area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerQuicklinkRoutes } from './routes.js';
export { listLinkStats } from './link-events.js';
