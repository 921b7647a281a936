import {
  RELEASE_STATUS,
  type DashboardList,
  type DashboardListItem,
  type PageQuery,
  type Paginated,
  type ReleaseListRow,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import { listReleases, type ReleaseListFilter } from '../releases/index.js';
import { listActivityLog } from './activity-log.js';
import { latestReleaseItem, submissionItem } from './present-items.js';

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
 * - tickets: Liner has no support-ticket area (help goes to the external support site), so the
 *   list is always an empty page of the usual shape.
 */
export async function dashboardList(
  deps: AppDeps,
  userId: number,
  list: DashboardList,
  page: PageQuery,
): Promise<Page> {
  switch (list) {
    case 'release':
      return releasePage(deps, userId, page, latestReleaseItem);
    case 'submissions':
      return releasePage(deps, userId, { ...page, submitted: true }, submissionItem);
    case 'pending-releases':
      return releasePage(deps, userId, { ...page, statuses: PENDING_STATUSES, submitted: true }, submissionItem);
    case 'logs':
      return listActivityLog(deps, userId, page);
    case 'tickets':
      return pageOf([], 0, page);
  }
}
