import {
  can,
  RELEASE_STATUS,
  type DashboardList,
  type DashboardListItem,
  type PageQuery,
  type Paginated,
  type ReleaseListRow,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import type { Actor } from '../../platform/request-auth.js';
import { listReleases, type ReleaseListFilter } from '../releases/index.js';
import { listOwnTickets } from '../support/index.js';
import { listActivityLog } from './activity-log.js';
import { latestReleaseItem, submissionItem, ticketItem } from './present-items.js';

const S = RELEASE_STATUS;

/** Releases waiting on someone: the review team, the stores, or the artist's documents. */
export const PENDING_STATUSES = [
  S.PENDING_REVIEW,
  S.APPROVED,
  S.EDIT_PENDING,
  S.NEEDS_DOCS,
  S.TAKEDOWN_PENDING,
] as const;

type Page = Paginated<DashboardListItem>;

async function releasePage(
  deps: AppDeps,
  userId: number,
  query: PageQuery & ReleaseListFilter,
  present: (row: ReleaseListRow) => DashboardListItem,
): Promise<Page> {
  const page = await listReleases(deps, userId, query);
  return { ...page, data: page.data.map(present) };
}

/**
 * One dashboard list of the signed-in user, built from the areas that own the rows:
 * - release: the newest releases, any status;
 * - submissions: releases sent to review, the latest sent first, with where the review stands;
 * - pending-releases: releases waiting on the review team, the stores or the artist;
 * - logs: the history events of the user's releases;
 * - tickets: the account's support tickets in any state, the latest changed first; an empty
 *   page for someone acting for the account without access to its support area.
 */
export async function dashboardList(deps: AppDeps, actor: Actor, list: DashboardList, page: PageQuery): Promise<Page> {
  const userId = actor.accountId;
  switch (list) {
    case 'release':
      return releasePage(deps, userId, page, latestReleaseItem);
    case 'submissions':
      return releasePage(deps, userId, { ...page, submitted: true }, submissionItem);
    case 'pending-releases':
      return releasePage(deps, userId, { ...page, statuses: PENDING_STATUSES, submitted: true }, submissionItem);
    case 'logs':
      return listActivityLog(deps, userId, page);
    case 'tickets': {
      if (!can(actor, 'support.view')) return pageOf([], 0, page);
      const tickets = await listOwnTickets(deps, userId, 'all', page);
      return { ...tickets, data: tickets.data.map(ticketItem) };
    }
  }
}
