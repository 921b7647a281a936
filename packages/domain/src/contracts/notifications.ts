import { z } from 'zod';
import { text, idField } from './primitives.js';
import { paginated } from './common.js';

export const NOTIFICATION_TYPES = [
  'message',
  'report',
  'security',
  'payout',
  'announcement',
  'other',
  'notification',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  id: z.number().int(),
  title: text(),
  message: text(),
  type: NotificationType,
  fileUrl: text().nullable(),
  read: z.boolean(),
  createdAt: text(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = paginated(Notification);
export type NotificationPage = z.infer<typeof NotificationPage>;

export const MarkNotificationsReadRequest = z.object({
  /** Ids to mark read; omitted or empty marks every notification read. */
  ids: z.array(idField()).max(500).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;
export const MarkNotificationsReadResponse = z.object({ updated: z.number().int(), unread: z.number().int() });

export const ChangelogEntry = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  isNew: z.boolean(),
  date: text(),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntry>;

/** Realtime event pushed on channel notifications.{userId}. */
export const REALTIME_EVENT = 'UserNotificationEvent';
export const realtimeRoom = (userId: number) => `notifications.${userId}`;
export const UserNotificationEvent = z.object({
  message: text(),
  type: z.enum(['success', 'error', 'warning', 'info']),
  timeout: z.number().int(),
});
export type UserNotificationEvent = z.infer<typeof UserNotificationEvent>;

export const DEFAULT_NOTIFICATION_TEXT = 'You have a new notification';
export const TOAST_MAX = 5;
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_OFFSET_BASE_PX = 20;
export const TOAST_OFFSET_STEP_PX = 80;
export const REALTIME_SETUP_DEBOUNCE_MS = 1000;

/** GET api/portal/notifications/user-notification: the latest few for the top-bar bell, and the badge count. */
export const UserNotificationsResponse = z.object({ data: z.array(Notification), unread: z.number().int() });
export type UserNotificationsResponse = z.infer<typeof UserNotificationsResponse>;
