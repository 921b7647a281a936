// The notifications area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { registerNotificationRoutes } from './routes.js';
export {
  changelogForUser,
  createNotification,
  latestNotifications,
  listNotifications,
  markNotificationsRead,
  publishChangelogEntries,
} from './service.js';
