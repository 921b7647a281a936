import { z } from 'zod';
import { text, idField } from './primitives.js';
import { paginated } from './common.js';
import { StatusBadgeSchema } from './releases.js';

/** Dashboard wallet card: the available balance floored to two decimals, never negative. */
export const DashboardWalletResponse = z.object({ availableBalance: text().regex(/^\d+\.\d{2}$/) });
export type DashboardWalletResponse = z.infer<typeof DashboardWalletResponse>;

/**
 * One row of a dashboard list (release, submissions, pending-releases, logs, tickets). No field
 * shapes were given, so every list answers this one row, which the cards draw
 * the same way: a title, a line of detail in words, the release status badge, when, and the
 * release it leads to.
 */
export const DashboardListItem = z.object({
  /** Unique within the list, e.g. "release-12" or "event-40". */
  id: text(),
  title: text(),
  detail: text().nullable(),
  badge: StatusBadgeSchema.nullable(),
  /** ISO time of what the row is about: created, submitted, the event. */
  date: text(),
  release_id: idField().nullable(),
  /** The cover's preview URL (authenticated), when the row has a release with artwork. */
  cover: text().nullable(),
});
export type DashboardListItem = z.infer<typeof DashboardListItem>;
export const DashboardListPage = paginated(DashboardListItem);
export type DashboardListPage = z.infer<typeof DashboardListPage>;

export const DASHBOARD_LISTS = ['release', 'submissions', 'pending-releases', 'logs', 'tickets'] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

export const CanInstantAccessResponse = z.object({ canAccess: z.boolean() });
export type CanInstantAccessResponse = z.infer<typeof CanInstantAccessResponse>;

export const DASHBOARD_EMPTY_TEXT = 'Nothing here yet ...';
