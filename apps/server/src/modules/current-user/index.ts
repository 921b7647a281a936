export { registerCurrentUserRoutes } from './routes.js';
