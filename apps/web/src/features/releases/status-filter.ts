import { RELEASE_STATUS } from '@liner/domain';

/**
 * Filter choices of the submissions list. The badge folds several numbers into one label
 * ("Pending" is 2, 3 and 4); the server filters one number, so the filter names the stage.
 */
export const STATUS_FILTERS: { value: number; label: string }[] = [
  { value: RELEASE_STATUS.DRAFT, label: 'Draft' },
  { value: RELEASE_STATUS.PENDING_REVIEW, label: 'Pending review' },
  { value: RELEASE_STATUS.NEEDS_DOCS, label: 'Needs Docs' },
  { value: RELEASE_STATUS.APPROVED, label: 'Approved, delivering' },
  { value: RELEASE_STATUS.DELIVERED, label: 'Delivered or live' },
  { value: RELEASE_STATUS.EDIT_PENDING, label: 'Edit pending' },
  { value: RELEASE_STATUS.TAKEDOWN_PENDING, label: 'Takedown pending' },
  { value: RELEASE_STATUS.TAKEN_DOWN, label: 'Takendown' },
];

/** The status query param: a known status number, or undefined for "all". */
export function parseStatusFilter(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const parsed = Number(value);
  return STATUS_FILTERS.some((option) => option.value === parsed) ? parsed : undefined;
}
