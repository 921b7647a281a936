import { PageQuery } from '@liner/domain';
import { listNotifications, markNotificationsRead } from '../modules/notifications/index.js';
import type { DemoContext } from './demo-context.js';

/** The day each demo account last opened its notifications: what came before is read. */
const LAST_READ_DAYS_AGO = 30;

/**
 * Each account read its notifications a month ago, as a person who uses Liner would have:
 * the bell then counts only what happened since.
 */
export async function seedReadNotifications(ctx: DemoContext): Promise<void> {
  ctx.clock.setDaysAgo(LAST_READ_DAYS_AGO);
  const readBefore = ctx.clock.now().toISOString();
  for (const account of Object.values(ctx.accounts)) {
    const page = await listNotifications(ctx.deps, account.id, PageQuery.parse({ per_page: 100 }));
    const ids = page.data.filter((note) => note.createdAt < readBefore && !note.read).map((note) => note.id);
    if (ids.length > 0) await markNotificationsRead(ctx.deps, account.id, ids);
  }
}
