// The quicklinks area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerQuicklinkRoutes } from './routes.js';
export { addLinkEventCounts, type LinkEventCount, listLinkStats } from './link-events.js';
export { initQuicklink } from './init-quicklink.js';
