export { registerProfileRoutes } from './routes.js';
