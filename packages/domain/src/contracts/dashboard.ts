import { z } from 'zod';
import { paginated } from './common.js';

/** Dashboard wallet card: the available balance floored to two decimals, never negative (spec 1 §9). */
export const DashboardWalletResponse = z.object({ availableBalance: z.string().regex(/^\d+\.\d{2}$/) });
export type DashboardWalletResponse = z.infer<typeof DashboardWalletResponse>;

/**
 * The spec does not show the field shapes of the dashboard lists (release, submissions,
 * pending-releases, logs, tickets). Until the areas that own them exist the server answers empty
 * pages, so an item is any object; each area narrows its own item contract when it lands.
 */
export const DashboardListItem = z.record(z.string(), z.unknown());
export const DashboardListPage = paginated(DashboardListItem);
export type DashboardListPage = z.infer<typeof DashboardListPage>;

export const DASHBOARD_LISTS = ['release', 'submissions', 'pending-releases', 'logs', 'tickets'] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

export const CanInstantAccessResponse = z.object({ canAccess: z.boolean() });
export type CanInstantAccessResponse = z.infer<typeof CanInstantAccessResponse>;

export const DASHBOARD_EMPTY_TEXT = 'Nothing here yet ...';
