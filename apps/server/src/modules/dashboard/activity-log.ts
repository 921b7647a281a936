import type { DashboardListItem, Paginated, PageQuery } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import { coverUrls, listOwnReleaseEvents } from '../releases/index.js';

/** The release history's action names (set-release-status callers), in the artist's words. */
const ACTION_WORDS: Record<string, string> = {
  created: 'Release created',
  published: 'Sent for review',
  approved: 'Approved by the review team',
  'delivery-requested': 'Sending to the stores',
  delivered: 'Delivered to the stores',
  'live-at-store': 'Live at a store',
  'needs-docs': 'Documents requested',
  rejected: 'Sent back by the review team',
  'edit-added': 'Edit added',
  'edit-removed': 'Edit removed',
  'edit-submitted': 'Edit request sent for review',
  'edit-approved': 'Edit request approved',
  'edit-rejected': 'Edit request declined',
  'takedown-requested': 'Takedown requested',
  'takedown-cancelled': 'Takedown cancelled',
  'takedown-declined': 'Takedown declined',
  'taken-down': 'Taken down',
};

/** A name the map does not know yet still reads as words: "status-changed" -> "Status changed". */
export function describeReleaseAction(action: string): string {
  const known = ACTION_WORDS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

/** The "logs" list: every event of the user's releases, newest first. */
export async function listActivityLog(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<Paginated<DashboardListItem>> {
  const { total, rows } = await listOwnReleaseEvents(deps.db, userId, page);
  const data = rows.map(({ event, title, artworkFileId }): DashboardListItem => {
    const said = event.detail.note ?? event.detail.reason;
    const note = typeof said === 'string' ? said : null;
    return {
      id: `event-${event.id}`,
      title: describeReleaseAction(event.action),
      detail: [title || 'Untitled release', note].filter(Boolean).join(' · '),
      badge: null,
      date: event.createdAt.toISOString(),
      release_id: event.releaseId,
      cover: coverUrls(artworkFileId)?.plain ?? null,
    };
  });
  return pageOf(data, Number(total), page);
}
