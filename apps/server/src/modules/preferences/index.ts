export { registerPreferenceRoutes } from './routes.js';
