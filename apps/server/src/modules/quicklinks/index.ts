export { registerQuicklinkRoutes } from './routes.js';
