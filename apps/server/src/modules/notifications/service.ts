import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_TEXT,
  TOAST_TIMEOUT_MS,
  type Notification,
  type NotificationType,
  type Paginated,
  type PageQuery,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { changelogEntries, notifications } from './tables.js';
import type { UserRow } from '../auth/index.js';
import { pageOf } from '../../platform/page-of.js';

type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as NotificationType,
    fileUrl: row.fileUrl,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface CreateNotificationInput {
  userId: number;
  title: string;
  message?: string;
  type?: NotificationType;
  fileUrl?: string | null;
  /** Toast kind for the live push; 'info' by default. */
  toast?: 'success' | 'error' | 'warning' | 'info';
}

/** Stores a notification and pushes it live to the user's private room. */
export async function createNotification(deps: AppDeps, input: CreateNotificationInput): Promise<Notification> {
  const [row] = await deps.db
    .insert(notifications)
    .values({
      userId: input.userId,
      title: input.title,
      message: input.message ?? DEFAULT_NOTIFICATION_TEXT,
      type: input.type ?? 'other',
      fileUrl: input.fileUrl ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  invalidateUser(deps.caches, input.userId);
  deps.realtime.publish(input.userId, { message: row.title, type: input.toast ?? 'info', timeout: TOAST_TIMEOUT_MS });
  return presentNotification(row);
}

/** Newest first, for the top-bar bell and `me`. */
export async function latestNotifications(deps: AppDeps, userId: number, limit = 10): Promise<Notification[]> {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(presentNotification);
}

export async function listNotifications(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<Paginated<Notification>> {
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(rows.map(presentNotification), total, page);
}

/** Marks the given ids (or all) read; only the user's own rows are touched. */
export async function markNotificationsRead(
  deps: AppDeps,
  userId: number,
  ids?: number[],
): Promise<{ updated: number; unread: number }> {
  const scope =
    ids && ids.length > 0
      ? and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt))
      : and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const updated = await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(scope)
    .returning({ id: notifications.id });
  return { updated: updated.length, unread: await countUnreadNotifications(deps, userId) };
}

/** The top-bar badge. */
export async function countUnreadNotifications(deps: AppDeps, userId: number): Promise<number> {
  const [{ unread }] = await deps.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread;
}

/** Changelog with "is new" against the user's last read time, and the count of new entries. */
export async function changelogForUser(deps: AppDeps, user: Pick<UserRow, 'changelogReadAt'>, limit = 20) {
  const rows = await deps.db
    .select()
    .from(changelogEntries)
    .where(eq(changelogEntries.published, true))
    .orderBy(desc(changelogEntries.publishedAt))
    .limit(limit);
  const readAt = user.changelogReadAt;
  const [{ newCount }] = await deps.db
    .select({ newCount: count() })
    .from(changelogEntries)
    .where(
      readAt
        ? and(eq(changelogEntries.published, true), gt(changelogEntries.publishedAt, readAt))
        : eq(changelogEntries.published, true),
    );
  return {
    changelog: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      isNew: !readAt || row.publishedAt > readAt,
      date: row.publishedAt.toISOString(),
    })),
    newChangelogCount: newCount,
  };
}

/** Publishes changelog entries (what every user sees as new until they read it). */
export async function publishChangelogEntries(
  deps: AppDeps,
  entries: { title: string; description: string; publishedAt: Date }[],
): Promise<void> {
  if (entries.length === 0) return;
  await deps.db.insert(changelogEntries).values(entries.map((entry) => ({ ...entry, published: true })));
}
