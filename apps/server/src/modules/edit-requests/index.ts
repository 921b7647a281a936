export { registerEditRequestRoutes } from './routes.js';
