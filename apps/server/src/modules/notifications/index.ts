export { registerNotificationRoutes } from './routes.js';
export { changelogForUser, createNotification, latestNotifications, publishChangelogEntries } from './service.js';
