import {
  RELEASE_STATUS,
  SUPPORT_STATUS_LABELS,
  type DashboardListItem,
  type ReleaseListRow,
  type SupportTicket,
  ticketSubjectText,
} from '@liner/domain';

const S = RELEASE_STATUS;

/** Where a release sent to review stands, in the artist's words. */
export function describeReviewState(status: number, note: string | null): string {
  switch (status) {
    case S.DRAFT:
      return 'Back to draft: not sent yet';
    case S.PENDING_REVIEW:
      return 'Waiting for review';
    case S.APPROVED:
      return 'Approved: being prepared for the stores';
    case S.DELIVERED:
    case S.UPDATE_DELIVERED:
    case S.ACKNOWLEDGED:
      return 'Approved: the Stores tab shows each store';
    case S.EDIT_PENDING:
      return 'Edit request waiting for review';
    case S.NEEDS_DOCS:
      return note ? `Documents needed: ${note}` : 'Documents needed';
    case S.TAKEDOWN_PENDING:
      return 'Takedown requested';
    case S.TAKEN_DOWN:
      return 'Taken down from the stores';
    default:
      return 'In review';
  }
}

function releaseRow(row: ReleaseListRow, detail: string | null, date: string): DashboardListItem {
  return {
    id: `release-${row.id}`,
    title: row.title || 'Untitled release',
    detail,
    badge: row.badge,
    date,
    release_id: row.id,
    cover: row.cover?.plain ?? null,
  };
}

/** "Latest releases": who it is by, and when it was made. */
export function latestReleaseItem(row: ReleaseListRow): DashboardListItem {
  return releaseRow(row, row.artists.join(', ') || null, row.created_at);
}

/** Submissions and pending releases: where the review stands, dated by the latest sending. */
export function submissionItem(row: ReleaseListRow): DashboardListItem {
  return releaseRow(row, describeReviewState(row.status, row.review_note), row.submitted_at ?? row.created_at);
}

/** A support ticket: its subject as shown, where it stands, dated by its latest change. */
export function ticketItem(ticket: SupportTicket): DashboardListItem {
  return {
    id: `ticket-${ticket.id}`,
    title: ticketSubjectText(ticket.subject),
    detail: SUPPORT_STATUS_LABELS[ticket.status],
    badge: null,
    date: ticket.updated_at,
    release_id: null,
    cover: null,
  };
}
