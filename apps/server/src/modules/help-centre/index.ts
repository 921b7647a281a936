// The help centre's public surface: app.ts and the seed import only this file (docs/ARCHITECTURE.md).
export { registerHelpCentreRoutes } from './routes.js';
// Operations the demo seed replays.
export { createArticle } from './save-article.js';
