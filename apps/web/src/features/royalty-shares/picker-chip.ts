import type { SplitReleaseTrack } from '@liner/domain';

export interface PickerChip {
  label: 'Split already active' | 'Under Review' | 'Accepted';
  color: 'default' | 'warning' | 'success';
}

/**
 * The picker's status chip. An active split wins; otherwise the release's
 * status code: 2, 3, 4 and 8 are pending review, 1, 6 and 7 delivered or live.
 */
export function pickerChip(track: Pick<SplitReleaseTrack, 'disabled' | 'status'>): PickerChip | null {
  if (track.disabled) return { label: 'Split already active', color: 'default' };
  if ([2, 3, 4, 8].includes(track.status)) return { label: 'Under Review', color: 'warning' };
  if ([1, 6, 7].includes(track.status)) return { label: 'Accepted', color: 'success' };
  return null;
}
