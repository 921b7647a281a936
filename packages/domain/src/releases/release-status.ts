/**
 * Release status numbers and the one badge every list shows (docs/product/releases.md). Only the
 * labels are given; the meaning of each number inside a label group is Liner's decision, written
 * next to the constant, so that the review queue, edit requests and takedowns share one map.
 */
export const RELEASE_STATUS = {
  DRAFT: 0,
  /** Approved and delivered to the stores. */
  DELIVERED: 1,
  /** Submitted by the artist, waiting for the operator's review. */
  PENDING_REVIEW: 2,
  /** Approved by the operator, delivery queued or running. */
  APPROVED: 3,
  /** A live release with an edit request waiting for review. */
  EDIT_PENDING: 4,
  /** The operator asked for documents; the review note says which. */
  NEEDS_DOCS: 5,
  /** An accepted edit was delivered again to the stores. */
  UPDATE_DELIVERED: 6,
  /** Stores acknowledged the delivery. */
  ACKNOWLEDGED: 7,
  /** A takedown was requested and waits to be sent. */
  TAKEDOWN_PENDING: 8,
  TAKEN_DOWN: 9,
} as const;

export type ReleaseStatus = (typeof RELEASE_STATUS)[keyof typeof RELEASE_STATUS];
export const RELEASE_STATUS_VALUES = Object.values(RELEASE_STATUS) as ReleaseStatus[];

export type BadgeColor = 'default' | 'success' | 'info' | 'warning' | 'error';

export interface StatusBadge {
  label: string;
  color: BadgeColor;
  /** Name of the icon drawn before the label; only "trash" (pending removal) exists. */
  icon?: 'trash';
}

/**
 * 0 Draft; 1, 6, 7 Live once live (release date passed) else Delivered; 2, 3, 4
 * Pending; 5 Needs Docs (warning); 8 Pending in error colour with a trash icon; 9 Takendown.
 * Colours chosen here: Live success, Delivered info, Pending and Draft default,
 * Takendown error.
 */
export function releaseStatusBadge(status: number, isLive: boolean): StatusBadge {
  switch (status) {
    case 0:
      return { label: 'Draft', color: 'default' };
    case 1:
    case 6:
    case 7:
      return isLive ? { label: 'Live', color: 'success' } : { label: 'Delivered', color: 'info' };
    case 2:
    case 3:
    case 4:
      return { label: 'Pending', color: 'default' };
    case 5:
      return { label: 'Needs Docs', color: 'warning' };
    case 8:
      return { label: 'Pending', color: 'error', icon: 'trash' };
    case 9:
      return { label: 'Takendown', color: 'error' };
    default:
      return { label: 'Unknown', color: 'default' };
  }
}

/**
 * A release counts as live once its release date has come. Stores open a release
 * at local midnight of its date, so the date itself counts; `today` is YYYY-MM-DD in UTC.
 * A store acknowledgement may also set the live flag before that.
 */
export function isReleaseLive(input: { releaseDate: string | null; liveFlag?: boolean }, today: string): boolean {
  if (input.liveFlag) return true;
  return input.releaseDate !== null && input.releaseDate !== '' && input.releaseDate <= today;
}

const S = RELEASE_STATUS;

/**
 * Allowed status changes. Publishing, review, delivery, edit requests and takedowns all go
 * through this one table (server: modules/releases/set-release-status.ts).
 */
export const RELEASE_STATUS_TRANSITIONS: Readonly<Record<ReleaseStatus, readonly ReleaseStatus[]>> = {
  [S.DRAFT]: [S.PENDING_REVIEW],
  [S.PENDING_REVIEW]: [S.APPROVED, S.NEEDS_DOCS, S.DRAFT],
  [S.APPROVED]: [S.DELIVERED, S.NEEDS_DOCS],
  [S.NEEDS_DOCS]: [S.PENDING_REVIEW, S.DRAFT],
  [S.DELIVERED]: [S.EDIT_PENDING, S.ACKNOWLEDGED, S.TAKEDOWN_PENDING],
  [S.UPDATE_DELIVERED]: [S.EDIT_PENDING, S.ACKNOWLEDGED, S.TAKEDOWN_PENDING],
  [S.ACKNOWLEDGED]: [S.EDIT_PENDING, S.TAKEDOWN_PENDING],
  // A declined edit or a withdrawn takedown returns the release to where it was.
  [S.EDIT_PENDING]: [S.UPDATE_DELIVERED, S.DELIVERED, S.ACKNOWLEDGED, S.TAKEDOWN_PENDING],
  [S.TAKEDOWN_PENDING]: [S.TAKEN_DOWN, S.DELIVERED, S.UPDATE_DELIVERED, S.ACKNOWLEDGED],
  [S.TAKEN_DOWN]: [],
};

/**
 * The releases whose tracks earn from statements: those an operator approved, whatever happened
 * after (delivered, live, updated, acknowledged, waiting for or past a takedown; sales of a taken
 * down release still arrive for months). A draft, a release waiting for review or sent back for
 * documents earns nothing: its codes were never checked by anyone.
 */
export const EARNING_RELEASE_STATUSES: readonly ReleaseStatus[] = [
  S.APPROVED,
  S.DELIVERED,
  S.EDIT_PENDING,
  S.UPDATE_DELIVERED,
  S.ACKNOWLEDGED,
  S.TAKEDOWN_PENDING,
  S.TAKEN_DOWN,
];

export function earnsFromStatements(status: number): boolean {
  return EARNING_RELEASE_STATUSES.includes(status as ReleaseStatus);
}

export function canChangeReleaseStatus(from: number, to: number): boolean {
  const allowed = RELEASE_STATUS_TRANSITIONS[from as ReleaseStatus];
  return allowed?.includes(to as ReleaseStatus) ?? false;
}

/** Drafts (and releases sent back for documents) are the only ones the artist edits directly. */
export function isEditableByOwner(status: number): boolean {
  return status === S.DRAFT || status === S.NEEDS_DOCS;
}
