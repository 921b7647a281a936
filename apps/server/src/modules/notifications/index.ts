export { registerNotificationRoutes } from './routes.js';
export { changelogForUser, createNotification, latestNotifications } from './service.js';
