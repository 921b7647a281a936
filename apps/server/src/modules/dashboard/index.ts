export { registerDashboardRoutes } from './routes.js';
